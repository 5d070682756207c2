import { afterEach, describe, expect, it } from 'vitest';
import { clearWizard, emptyWizardValues, loadWizard, saveWizard, type SavedWizard } from './wizard-state';

// Passwords, CPF, references and certificate dates never stay in the browser.
const { password: _p, confirmPassword: _c, cpf: _cpf, referencias: _r, antecedentesEmitidaEm: _a, estadualEmitidaEm: _e, ...emptyStored } = emptyWizardValues;
const saved: SavedWizard = {
  step: 3,
  values: { ...emptyStored, nomeCompleto: 'Joana Prado', competencias: ['Higiene'] },
  registrationComplete: true,
  accountEmail: 'joana@exemplo.com.br',
  certificates: [{ id: 'c1', nome: 'a.pdf', mime: 'application/pdf', tamanhoBytes: 10, createdAt: '2026-11-22T10:00:00.000Z' }],
  hadUnsentFiles: false,
};

afterEach(() => window.localStorage.clear());

describe('wizard progress in the browser', () => {
  it('saves and restores the answers, never the passwords, the CPF or the references', () => {
    const reference = { nome: 'Marta Souza', relacao: 'Ex-empregadora', telefone: '(11) 91234-5678' };
    saveWizard({
      ...saved,
      values: { ...saved.values, password: 'segredo-123', confirmPassword: 'segredo-123', cpf: '529.982.247-25', referencias: [reference, reference] } as SavedWizard['values'],
    });
    const stored = window.localStorage.getItem('cuidar:cadastro-cuidador')!;
    for (const secret of ['segredo-123', '529.982.247-25', 'Marta Souza']) expect(stored).not.toContain(secret);
    expect(loadWizard()).toEqual(saved);
    clearWizard();
    expect(loadWizard()).toBeNull();
  });

  it('drops progress that is old or not ours', () => {
    saveWizard(saved);
    expect(loadWizard(Date.now() + 31 * 24 * 3600 * 1000)).toBeNull();
    expect(window.localStorage.getItem('cuidar:cadastro-cuidador')).toBeNull();
    window.localStorage.setItem('cuidar:cadastro-cuidador', '{"version":1,"step":99}');
    expect(loadWizard()).toBeNull();
    window.localStorage.setItem('cuidar:cadastro-cuidador', 'não é json');
    expect(loadWizard()).toBeNull();
  });
});
