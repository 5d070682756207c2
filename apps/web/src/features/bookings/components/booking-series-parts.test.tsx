import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeriesOccurrences, WeekdayPicker } from './booking-series-parts';

const occurrence = (data: string, conflito: 'ocupado' | 'indisponivel' | null) => ({
  data,
  inicio: `${data}T22:00:00.000Z`,
  fim: `${data}T10:00:00.000Z`,
  precoCentavos: 66000,
  conflito,
});
const quote = {
  quote: { precoHoraCentavos: 5500, precoDiaCentavos: 66000, dias: 3, subtotalCentavos: 198000, taxaServicoPercentual: 10, taxaServicoCentavos: 19800, totalCentavos: 217800 },
  ocorrencias: [occurrence('2027-01-04', null), occurrence('2027-01-06', 'ocupado'), occurrence('2027-01-11', 'indisponivel')],
  vinculo: null,
};

function Picker() {
  const [days, setDays] = useState<number[]>([1]);
  return <WeekdayPicker value={days} onChange={setDays} />;
}

describe('weekly series in the booking dialog', () => {
  it('toggles weekdays by their full names and says the series in words', () => {
    render(<Picker />);
    expect(screen.getByRole('button', { name: 'segunda-feira' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'sexta-feira' }));
    expect(screen.getByText('Toda semana, às segundas e sextas.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'segunda-feira' }));
    expect(screen.getByRole('button', { name: 'segunda-feira' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Toda semana, às sextas.')).toBeInTheDocument();
  });

  it('lists each shift with its price, marks the conflicting ones and says why it cannot be confirmed', () => {
    render(<SeriesOccurrences caregiverName="Renata Alves" weekdays={[1, 3]} hours="19:00 às 07:00 do dia seguinte" quote={quote} isPending={false} isError={false} conflicts={2} />);
    const items = within(screen.getByTestId('series-occurrences')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('segunda-feira, 4 de janeiro')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/R\$\s660,00/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Já reservado')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Sem disponibilidade')).toBeInTheDocument();
    expect(screen.getByText(/2 plantões não podem ser reservados/)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s2\.178,00/)).toBeInTheDocument();
  });
});
