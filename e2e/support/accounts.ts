import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'senha-e2e-segura-1';

export function newEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

/** The newest link of a kind mailed to an address, read from the dev outbox API. */
export async function mailLink(request: APIRequestContext, to: string, kind = 'verificacao-email'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { messages: { kind: string; link: string | null }[] };
      link = body.messages.find((m) => m.kind === kind)?.link ?? undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}

export async function fillSignUp(page: Page, input: { name: string; email: string; role: 'Família' | 'Cuidador(a)' }) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem uma conta? Cadastre-se' }).click();
  await expect(page.getByRole('heading', { name: 'Criar uma conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: new RegExp(input.role.replace(/[()]/g, '\\$&')) }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A verified account, created through the real screens and the e-mail link. */
export async function createVerifiedAccount(page: Page, role: 'Família' | 'Cuidador(a)', name: string) {
  const email = newEmail(role === 'Família' ? 'familia' : 'cuidador');
  await fillSignUp(page, { name, email, role });
  await expect(page.getByText('Verificação necessária')).toBeVisible();
  await page.goto(await mailLink(page.request, email));
  await expect(page.getByText('Email verificado com sucesso!').first()).toBeVisible();
  return email;
}
