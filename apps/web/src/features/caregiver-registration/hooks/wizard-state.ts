import { EMPTY_ADDRESS, type AddressValues } from '@cuidar/domain/address';
import type { WizardGenero } from '@cuidar/domain/caregiver-registration';
import type { CertificateDto } from '@cuidar/domain/certificates';
import type { AvailabilityOption, Experiencia, UF } from './wizard-types';
import { z } from '@cuidar/domain/validation';

// The wizard's answers and how they are kept in this browser between visits (a reload, the trip
// to the e-mail to confirm the account). Passwords and files are never written down.

export interface WizardValues extends AddressValues {
  nomeCompleto: string;
  dataNascimento: string;
  genero: WizardGenero | '';
  email: string;
  telefone: string;
  estado: UF | '';
  password: string;
  confirmPassword: string;
  experiencia: Experiencia | '';
  /** The hourly rate as typed ('45,50'): docs/product.md#caregiver-wizard. */
  precoHora: string;
  competencias: string[];
  disponibilidade: AvailabilityOption[];
  semCertificados: boolean;
  /** 'Documentos e referências' (kept in memory only: CPF and other people's phones never reach the storage). */
  cpf: string;
  referencias: { nome: string; relacao: string; telefone: string }[];
  antecedentesEmitidaEm: string;
  estadualEmitidaEm: string;
  aceiteTermos: boolean;
}

export const emptyWizardValues: WizardValues = {
  nomeCompleto: '',
  dataNascimento: '',
  genero: '',
  email: '',
  telefone: '',
  ...EMPTY_ADDRESS,
  estado: '',
  password: '',
  confirmPassword: '',
  experiencia: '',
  precoHora: '',
  competencias: [],
  disponibilidade: [],
  semCertificados: false,
  cpf: '',
  referencias: [
    { nome: '', relacao: '', telefone: '' },
    { nome: '', relacao: '', telefone: '' },
  ],
  antecedentesEmitidaEm: '',
  estadualEmitidaEm: '',
  aceiteTermos: false,
};

/** Never written down: passwords, the CPF and the references' names and phones. */
type Unstored = 'password' | 'confirmPassword' | 'cpf' | 'referencias' | 'antecedentesEmitidaEm' | 'estadualEmitidaEm';
export type StoredValues = Omit<WizardValues, Unstored>;

export interface SavedWizard {
  step: number;
  values: StoredValues;
  registrationComplete: boolean;
  accountEmail: string | null;
  /** Certificates already uploaded (their server records, not the files). */
  certificates: CertificateDto[];
  /** Files had been chosen but not sent yet: they are lost and must be chosen again. */
  hadUnsentFiles: boolean;
}

const STORAGE_KEY = 'cuidar:cadastro-cuidador';
const VERSION = 1;
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const text = z.string().max(300);
const savedSchema = z.object({
  version: z.literal(VERSION),
  savedAt: z.number(),
  step: z.number().int().min(0).max(7),
  values: z.object({
    nomeCompleto: text,
    dataNascimento: text,
    genero: text,
    email: text,
    telefone: text,
    cep: text,
    rua: text,
    numero: text,
    complemento: text,
    bairro: text,
    cidade: text,
    estado: text,
    experiencia: text,
    precoHora: text.optional(),
    competencias: z.array(text).max(20),
    disponibilidade: z.array(text).max(10),
    semCertificados: z.boolean(),
    aceiteTermos: z.boolean(),
  }),
  registrationComplete: z.boolean(),
  accountEmail: z.string().max(300).nullable(),
  certificates: z
    .array(z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanhoBytes: z.number(), createdAt: z.string() }))
    .max(20),
  hadUnsentFiles: z.boolean(),
});

/** The saved progress, or null when there is none, it is old, or it does not look like ours. */
export function loadWizard(now = Date.now()): SavedWizard | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.savedAt > MAX_AGE_MS) {
      window.localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    const { version: _version, savedAt: _savedAt, ...saved } = parsed.data;
    return saved as SavedWizard;
  } catch {
    return null;
  }
}

export function saveWizard(saved: SavedWizard): void {
  try {
    const { values, ...rest } = saved;
    // Belt and braces: whatever the caller passed, passwords and the verification data never reach the storage.
    const {
      password: _p,
      confirmPassword: _c,
      cpf: _cpf,
      referencias: _r,
      antecedentesEmitidaEm: _a,
      estadualEmitidaEm: _e,
      ...safeValues
    } = values as StoredValues & Partial<Pick<WizardValues, Unstored>>;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, savedAt: Date.now(), ...rest, values: safeValues }));
  } catch {
    // Private mode or a full storage: the wizard still works, it just cannot resume.
  }
}

export function clearWizard(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to do
  }
}
