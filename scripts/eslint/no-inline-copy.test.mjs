import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { MESSAGE, noInlineCopy } from './no-inline-copy.js';

// ESLint's RuleTester, run by vitest: each valid snippet must pass, each invalid one must report
// exactly the errors listed.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = { message: MESSAGE };

tester.run('copy/no-inline-copy', noInlineCopy, {
  valid: [
    // Words from the catalogue.
    'const a = <h1>{c.title}</h1>;',
    'const a = <Input label={c.nameLabel} placeholder={c.namePlaceholder} />;',
    'const a = <Button aria-label={c.close(name)}>{c.close(name)}</Button>;',
    'toast.success(c.saved);',
    'usePageMeta(c.metaTitle, c.metaDescription);',
    // Punctuation, digits and symbols are not words.
    "const a = <p>{a}: {b} · {c} — 10%</p>;",
    "const a = <span>{' · '}</span>;",
    // Attributes nobody reads, and code strings.
    'const a = <div className="flex items-center" role="status" id="resumo" data-testid="card" />;',
    "const a = <Link to=\"/cuidadores\" variant=\"outline\">{c.link}</Link>;",
    "const key = ['bookings', 'list'];",
  ],
  invalid: [
    { code: 'const a = <h1>Minhas reservas</h1>;', errors: [error] },
    { code: "const a = <p>{'Carregando...'}</p>;", errors: [error] },
    { code: "const a = <p>{ok ? 'Salvo' : 'Erro'}</p>;", errors: [error, error] },
    { code: "const a = <p>{nome ?? 'Sem nome'}</p>;", errors: [error] },
    { code: 'const a = <Input label="Nome completo" />;', errors: [error] },
    { code: "const a = <Input placeholder={'Seu email'} />;", errors: [error] },
    { code: 'const a = <button aria-label={`Fechar ${nome}`} />;', errors: [error] },
    { code: 'const a = <img alt="Foto do cuidador" />;', errors: [error] },
    { code: "toast.error('Não foi possível salvar.');", errors: [error] },
    { code: "toast('Mensagem enviada');", errors: [error] },
    { code: "usePageMeta('Perfil da Família', 'Seus dados');", errors: [error, error] },
  ],
});
