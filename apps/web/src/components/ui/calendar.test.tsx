import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type DateRange } from './calendar';

const day = (label: RegExp | string) => screen.getByRole('button', { name: label });

describe('Calendar', () => {
  it('shows the month in pt-BR starting on Sunday, marks days and today, and selects one date', async () => {
    const onSelect = vi.fn();
    render(
      <Calendar
        today="2026-11-22"
        selected={null}
        onSelect={onSelect}
        markers={[{ dates: new Set(['2026-11-23']), label: 'com disponibilidade' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeInTheDocument();
    // The library hides the weekday row from screen readers: each day's name says its weekday.
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.getAttribute('aria-label'))).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    expect(day('domingo, 22 de novembro de 2026, hoje')).toHaveAttribute('aria-current', 'date');
    await userEvent.click(day('segunda-feira, 23 de novembro de 2026, com disponibilidade'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-23');
  });

  it('moves with the keyboard across weeks and months and selects with Enter', async () => {
    function Controlled() {
      const [selected, setSelected] = useState<string | null>('2026-11-30');
      return <Calendar today="2026-11-22" selected={selected} onSelect={setSelected} />;
    }
    render(<Controlled />);
    const start = day(/^segunda-feira, 30 de novembro de 2026/);
    expect(start).toHaveAttribute('tabindex', '0');
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeInTheDocument();
    expect(document.activeElement).toBe(day(/^terça-feira, 1 de dezembro de 2026/));
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(document.activeElement).toBe(day(/^sábado, 12 de dezembro de 2026/));
    await userEvent.keyboard('{PageUp}');
    expect(document.activeElement).toBe(day(/^quinta-feira, 12 de novembro de 2026/));
    await userEvent.keyboard('{Enter}');
    expect(day(/12 de novembro/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('keeps to min and max and refuses disabled days', async () => {
    const onSelect = vi.fn();
    render(
      <Calendar today="2026-11-22" min="2026-11-22" max="2026-12-05" selected={null} onSelect={onSelect} isDateDisabled={(d) => d === '2026-11-25'} />,
    );
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(/21 de novembro de 2026, indisponível/));
    await userEvent.click(day(/25 de novembro de 2026, indisponível/));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(/, 6 de dezembro de 2026, indisponível/));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects a range; a range cannot cross a disabled day', async () => {
    const changes: DateRange[] = [];
    function Controlled() {
      const [range, setRange] = useState<DateRange | null>(null);
      return (
        <Calendar
          mode="range"
          today="2026-11-22"
          min="2026-11-22"
          selected={range}
          onSelect={(r) => {
            changes.push(r);
            setRange(r);
          }}
          isDateDisabled={(d) => d === '2026-11-27'}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(day(/23 de novembro/));
    await userEvent.click(day(/25 de novembro/));
    expect(changes.at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(day(/24 de novembro/).closest('td')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(day(/26 de novembro/));
    await userEvent.click(day(/28 de novembro/));
    expect(changes.at(-1)).toEqual({ from: '2026-11-28', to: null });
    await userEvent.click(day(/24 de novembro/));
    expect(changes.at(-1)).toEqual({ from: '2026-11-24', to: null });
  });
});
