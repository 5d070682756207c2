import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { firstIssue } from './validation';

const issue = (value: unknown) => {
  const result = contactSchema.safeParse(value);
  return result.success ? null : firstIssue(result.error);
};

describe('contactSchema', () => {
  it('accepts a filled form, trimming and lower-casing the address', () => {
    expect(contactSchema.parse({ nome: ' Ana ', email: ' Ana@Exemplo.com.br ', mensagem: ' Olá ' })).toEqual({
      nome: 'Ana',
      email: 'ana@exemplo.com.br',
      mensagem: 'Olá',
    });
  });

  it('asks for every field with the spec message', () => {
    expect(issue({ nome: '', email: 'a@b.com', mensagem: 'x' })).toEqual({ field: 'nome', message: 'Preencha todos os campos' });
    expect(issue({ nome: 'Ana', email: '   ', mensagem: 'x' })).toEqual({ field: 'email', message: 'Preencha todos os campos' });
    expect(issue({ nome: 'Ana', email: 'a@b.com', mensagem: '  ' })).toEqual({ field: 'mensagem', message: 'Preencha todos os campos' });
    expect(issue({ nome: 'Ana', email: 'a@b.com' })?.message).toBe('Preencha todos os campos');
  });

  it('rejects a malformed address, overlong input and unknown fields', () => {
    expect(issue({ nome: 'Ana', email: 'ana@', mensagem: 'x' })).toEqual({ field: 'email', message: 'Email inválido' });
    expect(issue({ nome: 'A'.repeat(121), email: 'a@b.com', mensagem: 'x' })?.field).toBe('nome');
    expect(issue({ nome: 'Ana', email: 'a@b.com', mensagem: 'x'.repeat(5001) })?.field).toBe('mensagem');
    expect(issue({ nome: 'Ana', email: 'a@b.com', mensagem: 'x', extra: 1 })?.field).toBe('extra');
  });
});
