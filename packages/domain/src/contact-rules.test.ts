import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { CONTACT_FIELDS, contactFieldErrors, type ContactField, type ContactValues } from './contact-rules';

/** The first message zod gives for each field, as the form shows them. */
function schemaErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(values);
  const errors: Partial<Record<ContactField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const piece = fc.constantFrom('a', 'Z', '9', ' ', '\t', '@', '.', '-', '_', '+', "'", 'ç', 'ã', 'é', '😀', 'com', 'br', 'exemplo');
const text = (maxPieces: number) => fc.array(piece, { maxLength: maxPieces }).map((parts) => parts.join(''));
/** Addresses near the usual shapes, valid and not, some of them too long. */
const address = fc.oneof(
  text(12),
  fc.tuple(text(6), text(4), fc.constantFrom('com', 'com.br', 'b', '', 'org.')).map(([user, host, tld]) => `${user}@${host}.${tld}`),
  fc.tuple(fc.integer({ min: 240, max: 260 }), fc.constantFrom('@exemplo.com.br', '@b.co')).map(([n, host]) => `${'a'.repeat(n - host.length)}${host}`),
);
const around = (limit: number) => fc.integer({ min: limit - 3, max: limit + 3 }).map((n) => `${' '.repeat(n % 2)}${'x'.repeat(n)}`);

describe('contact rules', () => {
  it('say what the server schema says, field by field, for any input', () => {
    fc.assert(
      fc.property(
        fc.record({ nome: fc.oneof(text(10), around(120)), email: address, mensagem: fc.oneof(text(10), around(5000)) }),
        (values) => {
          expect(contactFieldErrors(values)).toEqual(schemaErrors(values));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('word the common mistakes as the form shows them', () => {
    expect(contactFieldErrors({ nome: '  ', email: 'ana@exemplo.com.br', mensagem: 'Olá' })).toEqual({ nome: 'Preencha todos os campos' });
    expect(contactFieldErrors({ nome: 'Ana', email: 'ana@', mensagem: 'Olá' })).toEqual({ email: 'Email inválido' });
    expect(contactFieldErrors({ nome: 'A'.repeat(121), email: 'a@b.com', mensagem: 'x'.repeat(5001) })).toEqual({
      nome: 'O nome deve ter no máximo 120 caracteres',
      mensagem: 'A mensagem deve ter no máximo 5.000 caracteres',
    });
    expect(contactFieldErrors({ nome: ' Ana ', email: ' Ana@Exemplo.com.br ', mensagem: ' Olá ' })).toEqual({});
    expect(CONTACT_FIELDS).toEqual(['nome', 'email', 'mensagem']);
  });
});
