import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="preco">Preço</label>
      <MoneyInput id="preco" value={value} onChange={(e) => setValue(e.target.value)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('is a text field with a decimal keypad, never a number field (which would read 45,50 as 4550)', () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps what was typed the pt-BR way and rewrites readable amounts on leaving the field', () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço');
    fireEvent.change(input, { target: { value: '45,50' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('45,50');
    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('45,00');
    fireEvent.change(input, { target: { value: '1234,5' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('1.234,50');
    // Not an amount: left as typed for the form's message.
    fireEvent.change(input, { target: { value: '45,505' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('45,505');
  });
});
