import { addressSchema, EMPTY_ADDRESS, optionalAddressSchema, type AddressValues } from '@cuidar/domain/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressFields } from './address-fields';

afterEach(() => vi.unstubAllGlobals());

function AddressForm({ required = true, onValid = () => {} }: { required?: boolean; onValid?: (values: AddressValues) => void }) {
  const form = useForm<AddressValues, unknown, AddressValues>({
    // Both schemas read and give the same shape; only which fields may be empty differs.
    resolver: zodResolver(required ? addressSchema : optionalAddressSchema) as never,
    defaultValues: EMPTY_ADDRESS,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <AddressFields form={form} required={required} />
      <button type="submit">Salvar</button>
    </form>
  );
}

const found = { cep: '05435-000', rua: 'Rua Harmonia', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };

describe('AddressFields', () => {
  it('fills street, bairro, city and state from the CEP and moves on to the number', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(found), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<AddressForm />);
    await user.type(screen.getByLabelText('CEP'), '05435000');
    expect(screen.getByLabelText('CEP')).toHaveValue('05435-000');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Rua Harmonia'));
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/cep/05435000');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Pinheiros');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    expect(screen.getByLabelText('Número')).toHaveFocus();
    expect(screen.getByLabelText('Complemento (opcional)')).toBeInTheDocument();
  });

  it('shows the schema messages next to the fields, linked for screen readers', async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Rua é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Estado é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Rua')).toHaveAttribute('aria-invalid', 'true');
  });

  it('optional: an empty address is fine and no field says "(opcional)"', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<AddressForm required={false} onValid={onValid} />);
    expect(screen.getByLabelText('Complemento')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual(EMPTY_ADDRESS);
  });
});
