import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { createCaregiver, createFamily, seededRandom } from '../factories';
import { user } from '../schema';

// The demo data set: 48 caregivers across several states with availability for the next four
// weeks, one family account and one caregiver account that can sign in.

export const DEMO_PASSWORD = 'cuidar-demo-2026';
export const DEMO_ACCOUNTS = {
  familia: { email: 'familia@demo.cuidar.com.br', name: 'Helena Duarte' },
  cuidador: { email: 'cuidador@demo.cuidar.com.br', name: 'Renata Alves' },
} as const;
const DEMO_CAREGIVERS = 48;

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.familia.email));
  return Boolean(row);
}

export async function seedDemo(db: Database, today?: string): Promise<void> {
  const random = seededRandom(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await createFamily(tx, {
      email: DEMO_ACCOUNTS.familia.email,
      name: DEMO_ACCOUNTS.familia.name,
      firstName: 'Helena',
      lastName: 'Duarte',
      passwordHash,
      address: { rua: 'Rua Harmonia', numero: '120', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' },
    });
    await createCaregiver(tx, {
      email: DEMO_ACCOUNTS.cuidador.email,
      name: DEMO_ACCOUNTS.cuidador.name,
      passwordHash,
      random,
      availabilityDays: 28,
      today,
      data: {
        firstName: 'Renata',
        lastName: 'Alves',
        genero: 'feminino',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Pinheiros',
        precoHoraCentavos: 5500,
        competencias: ['Higiene pessoal', 'Administração de medicação', 'Doença de Alzheimer/Demência'],
        disponibilidade: ['Manhã', 'Tarde'],
      },
    });
    for (let i = 1; i <= DEMO_CAREGIVERS; i++) {
      await createCaregiver(tx, {
        email: `cuidador${String(i).padStart(2, '0')}@exemplo.cuidar.com.br`,
        random,
        availabilityDays: 28,
        today,
      });
    }
  });
}
