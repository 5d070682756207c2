import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { CONSENT_TEXTS, consentText } from '@cuidar/domain/consents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ConsentsCard } from './consents-card';
import { HealthConsentRenewalNotice } from './health-consent-renewal';

// A family whose health-data consent is on the January text (docs/product.md#account-lgpd) is asked
// to accept the new one: the notice shows it word for word and accepts it with one button.

const january: ConsentOverviewDto = {
  kind: 'dados_saude',
  text: CONSENT_TEXTS.dados_saude,
  currentVersion: '2026-11',
  active: { version: '2026-01', acceptedAt: '2026-01-10T13:00:00.000Z', text: consentText('dados_saude', '2026-01') },
  history: [{ version: '2026-01', acceptedAt: '2026-01-10T13:00:00.000Z', withdrawnAt: null, replacedAt: null }],
};
const november: ConsentOverviewDto = {
  ...january,
  active: { version: '2026-11', acceptedAt: '2026-11-28T13:00:00.000Z', text: CONSENT_TEXTS.dados_saude },
  history: [
    { version: '2026-11', acceptedAt: '2026-11-28T13:00:00.000Z', withdrawnAt: null, replacedAt: null },
    { version: '2026-01', acceptedAt: '2026-01-10T13:00:00.000Z', withdrawnAt: null, replacedAt: '2026-11-28T13:00:00.000Z' },
  ],
};

describe('HealthConsentRenewalNotice', () => {
  it('shows the new text and accepts it; once accepted it is gone', async () => {
    let current = january;
    const calls = mockFetch({
      '/api/account/consents': () => ({ body: { consents: [current] } }),
      '/api/account/consents/dados_saude': () => {
        current = november;
        return { body: { consent: november, message: 'Autorização registrada.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HealthConsentRenewalNotice />);
    const notice = await screen.findByRole('region', { name: 'O texto da autorização de dados de saúde mudou' });
    expect(within(notice).getByText(`“${CONSENT_TEXTS.dados_saude}”`)).toBeInTheDocument();
    expect(within(notice).getByText(/Nada do que você guardou é apagado/)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Autorizar o novo texto' }));
    const put = calls.find((c) => c.path === '/api/account/consents/dados_saude');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ accepted: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'O texto da autorização de dados de saúde mudou' })).not.toBeInTheDocument());
  });

  it('says nothing when the consent in force is on the current text', async () => {
    const calls = mockFetch({ '/api/account/consents': () => ({ body: { consents: [november] } }) });
    renderWithProviders(<HealthConsentRenewalNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'O texto da autorização de dados de saúde mudou' })).not.toBeInTheDocument();
  });
});

describe('ConsentsCard', () => {
  it('shows the text the family accepted, the new one to accept, and a replaced acceptance in the history', async () => {
    let current = january;
    mockFetch({
      '/api/account/consents': () => ({ body: { consents: [current] } }),
      '/api/account/consents/dados_saude': () => {
        current = november;
        return { body: { consent: november, message: 'Autorização registrada.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ConsentsCard />);
    const card = await screen.findByRole('region', { name: 'Autorizações' });
    expect(await within(card).findByText('O texto que você autorizou (versão 2026-01):')).toBeInTheDocument();
    expect(within(card).getByText(`“${consentText('dados_saude', '2026-01')}”`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Autorizar o novo texto' }));
    expect(await within(card).findByText(/^Autorizado em .* \(versão 2026-11 do texto\)\.$/)).toBeInTheDocument();
    expect(within(card).queryByText('O texto que você autorizou (versão 2026-01):')).not.toBeInTheDocument();
    expect(within(card).getByText(/substituída pelo novo texto em/)).toBeInTheDocument();
  });
});
