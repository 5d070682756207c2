import type { CareDiaryEntryDto, CareDiaryItem } from '@cuidar/domain/care-diary';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiaryEntryForm } from './diary-entry-form';
import { DiaryEntryList } from './diary-entry-list';

// The care diary on screen (docs/product.md#care-diary): a corrected entry shows 'corrigido' and
// its history (who, when, why); the form asks for the type's fields with the catalogue's words.


const original: CareDiaryEntryDto = {
  id: 'e1',
  reservaId: 'r1',
  tipo: 'medicacao',
  ocorridoEm: '2026-12-01T11:15:00.000Z',
  nome: 'Losartana',
  dose: '50 mg',
  situacao: 'dada',
  descricao: null,
  quantidade: null,
  autorNome: 'Renata',
  registradoEm: '2026-12-01T11:16:00.000Z',
  corrigeId: null,
  motivoCorrecao: null,
  corrigida: true,
  fotos: [],
};
const item: CareDiaryItem = {
  atual: { ...original, id: 'e2', fotos: ['f1'], situacao: 'recusada', corrigeId: 'e1', motivoCorrecao: 'Ela cuspiu o comprimido', registradoEm: '2026-12-01T11:40:00.000Z', corrigida: false },
  historico: [original],
};

describe('DiaryEntryList', () => {
  it("shows a corrected entry's current version, 'corrigido' and its history", async () => {
    render(<DiaryEntryList items={[item]} />);
    const entry = screen.getByRole('listitem', { name: 'Medicação às 08:15' });
    expect(within(entry).getByText('Losartana · 50 mg · Recusada')).toBeInTheDocument();
    expect(within(entry).getByText('corrigido')).toBeInTheDocument();
    expect(within(entry).getByRole('img', { name: 'Foto 1 do registro de Medicação às 08:15' })).toHaveAttribute('src', '/api/care-diary/photos/f1');
    expect(within(entry).getByText('Corrigido por Renata em 01/12/2026 às 08:40. Motivo: Ela cuspiu o comprimido')).toBeInTheDocument();
    await userEvent.setup().click(within(entry).getByText('Histórico'));
    expect(within(entry).getByText('08:15 · Losartana · 50 mg · Dada')).toBeVisible();
    expect(within(entry).getByText('Versão registrada por Renata em 01/12/2026 às 08:16')).toBeVisible();
  });
});

describe('DiaryEntryForm', () => {
  it("checks the medication's fields with the shared schema and sends no moment when it was not changed", async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    const user = userEvent.setup();
    render(<DiaryEntryForm pending={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Salvar registro' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Preencha este campo.')).toHaveLength(2);
    expect(screen.getByText('Diga se o medicamento foi dado ou recusado.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Medicamento', { exact: true }), 'Losartana');
    await user.type(screen.getByLabelText('Dose', { exact: true }), '50 mg');
    await user.click(screen.getByRole('radio', { name: 'Recusada' }));
    await user.click(screen.getByRole('button', { name: 'Salvar registro' }));
    expect(onSubmit).toHaveBeenCalledWith({ entrada: { tipo: 'medicacao', nome: 'Losartana', dose: '50 mg', situacao: 'recusada' } });
  });

  it('an incident asks only for its description', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    const user = userEvent.setup();
    render(<DiaryEntryForm pending={false} onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Tipo de registro'), 'incidente');
    expect(screen.queryByLabelText('Medicamento', { exact: true })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Descrição'), 'Caiu da cadeira');
    await user.click(screen.getByRole('button', { name: 'Salvar registro' }));
    expect(onSubmit).toHaveBeenCalledWith({ entrada: { tipo: 'incidente', descricao: 'Caiu da cadeira' } });
  });
});
