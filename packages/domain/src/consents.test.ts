import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXTS,
  CONSENT_VERSIONS,
  HEALTH_CONSENT_VERSIONS,
  consentText,
  healthConsentCovers,
  healthConsentState,
  healthConsentVersionsCovering,
} from './consents';
import { messages } from './messages';

describe('the health-data consent texts', () => {
  it('today a person accepts the newest text, which names the card, the diary and the relatives', () => {
    expect(CONSENT_VERSIONS.dados_saude).toBe(HEALTH_CONSENT_VERSIONS[HEALTH_CONSENT_VERSIONS.length - 1]);
    expect(CONSENT_TEXTS.dados_saude).toMatch(/condição de saúde, o cartão de emergência e o diário de cuidados/);
    expect(CONSENT_TEXTS.dados_saude).toMatch(/familiares que eu convidar/);
  });

  it('every version keeps its own words; an acceptance is shown with the text it was given on', () => {
    expect(consentText('dados_saude', '2026-01')).toBe(messages.consent.healthLabels['2026-01']);
    expect(consentText('dados_saude', '2026-01')).not.toMatch(/cartão de emergência/);
    expect(consentText('dados_saude', '2026-11')).toBe(CONSENT_TEXTS.dados_saude);
  });

  it('the January text covers only the condition; the November text covers every use', () => {
    expect(healthConsentCovers('2026-01', 'condicao')).toBe(true);
    expect(healthConsentCovers('2026-01', 'cartao_emergencia')).toBe(false);
    expect(healthConsentCovers('2026-01', 'diario')).toBe(false);
    for (const use of ['condicao', 'cartao_emergencia', 'diario'] as const) expect(healthConsentCovers('2026-11', use)).toBe(true);
    expect(healthConsentCovers('1999-01', 'condicao')).toBe(false);
    expect(healthConsentVersionsCovering('cartao_emergencia')).toEqual(['2026-11']);
    expect(healthConsentVersionsCovering('condicao')).toEqual(['2026-01', '2026-11']);
  });

  it('the state a use sees: in force naming it, in force on an older text, withdrawn, never given', () => {
    const withdrawn = { version: '2026-11', withdrawnAt: new Date('2026-05-01T10:00:00Z') };
    expect(healthConsentState([], 'diario')).toBe('nunca');
    expect(healthConsentState([withdrawn], 'diario')).toBe('retirado');
    expect(healthConsentState([withdrawn, { version: '2026-01', withdrawnAt: null }], 'diario')).toBe('desatualizado');
    expect(healthConsentState([withdrawn, { version: '2026-01', withdrawnAt: null }], 'condicao')).toBe('ativo');
    expect(healthConsentState([{ version: '2026-11', withdrawnAt: null }], 'diario')).toBe('ativo');
  });
});
