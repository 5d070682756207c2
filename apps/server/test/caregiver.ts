import type { CaregiverRegistrationInput } from '@cuidar/domain/caregiver-registration';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { cuidadorProfiles } from '../src/db/schema';
import { transitionCaregiver } from '../src/features/verification/service';
import { signUpVerified, TestClient, type TestContext } from './helpers';

// Test helpers for the caregiver journey (registration, files).

/** A complete wizard submission; override what a test is about. */
export function registrationBody(overrides: Partial<CaregiverRegistrationInput> = {}): CaregiverRegistrationInput {
  return {
    nomeCompleto: 'Joana Prado Lima',
    dataNascimento: '1985-03-15',
    genero: 'feminino',
    telefone: '(11) 98765-4321',
    cep: '05435-000',
    rua: 'Rua Harmonia',
    numero: '120',
    complemento: 'apto 12',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    estado: 'SP',
    experiencia: '3–5 anos',
    precoHoraCentavos: 5000,
    competencias: ['Higiene', 'Companhia'],
    disponibilidade: ['Manhã', 'Tarde'],
    certificados: [],
    semCertificados: true,
    aceiteTermos: true,
    ...overrides,
  };
}

/** Finishes the registration of a signed-in caregiver (the wizard's last step). */
export async function registerCaregiver(client: TestClient, overrides: Partial<CaregiverRegistrationInput> = {}) {
  const response = await client.post('/api/caregiver/profile', registrationBody(overrides));
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return response;
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Small but structurally valid files of each accepted type, and a Windows executable. */
export const sampleFiles = {
  pdf: () =>
    new Uint8Array(
      ascii(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    ),
  png: () =>
    Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ),
  exe: () => new Uint8Array([...ascii('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, ...ascii('This program cannot be run in DOS mode.')]),
};

export function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}

/**
 * What the company's desk does for a caregiver who registered through the API: sent for review,
 * then approved by an operator, through the one state machine (docs/product.md#verification).
 * Only approved caregivers are shown to families.
 */
export async function approveCaregiver(db: Database, cuidadorId: string, operadorId: string | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    const at = new Date();
    const [row] = await tx.select({ state: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId));
    if (row?.state === 'cadastro_incompleto') await transitionCaregiver(tx, { cuidadorId, to: 'em_analise', by: 'cuidador', operadorId: null, at });
    await transitionCaregiver(tx, { cuidadorId, to: 'aprovado', by: 'operador', operadorId, at });
  });
}

/**
 * A signed-in caregiver whose profile is approved and bookable (R$ 50,00/h unless told), without
 * going through the wizard: for tests about bookings, not about registration.
 */
export async function approvedCaregiver(ctx: TestContext, precoHoraCentavos = 5000): Promise<{ client: TestClient; id: string }> {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

/** A signed-in family with a verified e-mail. */
export async function signedInFamily(ctx: TestContext): Promise<{ client: TestClient; id: string }> {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  return { client, id };
}
