import { SUPPORT_EMAIL_DEFAULT, SUPPORT_EMAIL_META } from '@cuidar/domain/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '@/app/layouts/public-layout';
import { SecurePaymentPanel } from '@/features/checkout/components/secure-payment-panel';
import { renderWithProviders } from '@/test/render';

// docs/decisions/0062: the server writes SUPPORT_EMAIL into the page's meta tag; the footer and the
// checkout's panel (a screen only the browser renders) show that address, the default without it.

function serveSupportEmail(email: string) {
  const meta = document.createElement('meta');
  meta.name = SUPPORT_EMAIL_META;
  meta.content = email;
  document.head.append(meta);
}
afterEach(() => document.head.querySelector(`meta[name="${SUPPORT_EMAIL_META}"]`)?.remove());

const mailLink = (email: string) => screen.getByRole('link', { name: email });

describe('the support address', () => {
  it('is the one the server wrote into the page', () => {
    serveSupportEmail('atendimento@exemplo.org');
    renderWithProviders(
      <>
        <Footer />
        <SecurePaymentPanel provider="sandbox" />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'atendimento@exemplo.org' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:atendimento@exemplo.org');
    expect(screen.queryByText(SUPPORT_EMAIL_DEFAULT)).not.toBeInTheDocument();
  });

  it('is the default on a page without the tag (what the build writes and the server replaces)', () => {
    renderWithProviders(<Footer />);
    expect(mailLink(SUPPORT_EMAIL_DEFAULT)).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL_DEFAULT}`);
  });
});
