import type { OnboardingValues } from '@cuidar/domain/onboarding';
import type { FamilyProfileDto } from '@cuidar/domain/family-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FamilySummaryCards } from '@/features/family-profile/components/family-summary-cards';
import { renderWithProviders } from '@/test/render';
import { loadDraft, markDraftForSaving, saveDraftProgress } from '@/features/onboarding/hooks/draft';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';

// Beside the family dashboard because, like it, the test composes two features (onboarding's hook
// and family-profile's cards).
//
// The dashboard asks for the profile while the answers given before sign-up are being saved. When
// the profile's first answer comes back after the save (another server instance, a slow network),
// it is the profile from before the save: the card must still end up showing the saved address.

const answers: OnboardingValues = {
  turno: 'tarde',
  generoPreferido: 'feminino',
  competencias: ['Higiene pessoal'],
  cep: '05435-000',
  rua: 'Rua Harmonia',
  numero: '120',
  complemento: '',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  dias: 7,
};

const profile = (saved: boolean): FamilyProfileDto => ({
  firstName: 'Joana',
  lastName: 'Lima',
  email: 'joana@exemplo.com.br',
  rua: saved ? answers.rua : '',
  numero: saved ? answers.numero : '',
  complemento: '',
  bairro: saved ? answers.bairro : '',
  cidade: saved ? answers.cidade : '',
  estado: saved ? answers.estado : '',
  cep: saved ? answers.cep : '',
  pacienteNome: '',
  pacienteIdade: null,
  pacienteCondicao: '',
  consentimentoSaude: null,
  diasDesejados: null,
});

function Dashboard() {
  useSavePendingAnswers();
  return <FamilySummaryCards />;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => localStorage.clear());

describe('useSavePendingAnswers', () => {
  it('shows the saved address even when the profile was asked for before the save and answered after it', async () => {
    // Filled anonymously, then sent to sign-up: the draft waits to be saved after sign-in.
    saveDraftProgress(answers, 4);
    markDraftForSaving();
    expect(loadDraft()?.saveAfterSignIn).toBe(true);
    let saved = false;
    let releaseFirstProfile: () => void = () => undefined;
    const profileRequests: string[] = [];
    window.fetch = (async (input: RequestInfo | URL) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      if (path === '/api/session') return json({ user: { id: 'u1', email: 'joana@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Joana', lastName: 'Lima', avatarUrl: null } });
      if (path === '/api/onboarding/familia') {
        saved = true;
        releaseFirstProfile();
        return json({ saved: true });
      }
      if (path === '/api/profile/familia') {
        // The first read was answered by the database before the save: it holds no address, and
        // it reaches the browser only after the save's answer.
        const before = !saved && profileRequests.length === 0;
        profileRequests.push(before ? 'antes' : 'depois');
        if (before) {
          await new Promise<void>((resolve) => (releaseFirstProfile = resolve));
          await new Promise((resolve) => setTimeout(resolve, 20));
          return json({ profile: profile(false) });
        }
        return json({ profile: profile(saved) });
      }
      throw new Error(`fetch inesperado: ${path}`);
    }) as typeof fetch;

    renderWithProviders(<Dashboard />);

    expect(await screen.findByText('Rua Harmonia, 120, Pinheiros, São Paulo - SP, 05435-000')).toBeInTheDocument();
    expect(profileRequests).toEqual(['antes', 'depois']);
    expect(loadDraft()).toBeNull();
  });
});
