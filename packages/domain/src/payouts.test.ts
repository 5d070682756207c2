import { describe, expect, it } from 'vitest';
import { bookingMoneyStates, isPayoutDay, maskPixKey, mustGiveUpToDelete, nextPayoutDate, nextPayoutDateOf, normalizePixKey, payoutKeyInputSchema } from './payouts';

describe('Pix keys', () => {
  it('accepts a CPF with valid check digits, typed with or without punctuation', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('cpf', ' 52998224725 ')).toBe('52998224725');
    expect(normalizePixKey('cpf', '529.982.247-24')).toBeNull();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeNull();
    expect(normalizePixKey('cpf', 'abc52998224725')).toBeNull();
  });

  it('accepts an e-mail up to 77 characters, in lower case', () => {
    expect(normalizePixKey('email', 'Joana.Prado@Exemplo.com.BR')).toBe('joana.prado@exemplo.com.br');
    expect(normalizePixKey('email', 'joana@exemplo')).toBeNull();
    expect(normalizePixKey('email', `${'a'.repeat(70)}@exemplo.com`)).toBeNull();
  });

  it('accepts a Brazilian mobile with its area code, as +55…', () => {
    expect(normalizePixKey('celular', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('celular', '+55 21 99876-5432')).toBe('+5521998765432');
    expect(normalizePixKey('celular', '5511987654321')).toBe('+5511987654321');
    expect(normalizePixKey('celular', '98765-4321')).toBeNull(); // no DDD
    expect(normalizePixKey('celular', '(11) 3333-4444')).toBeNull(); // a landline
    expect(normalizePixKey('celular', '(01) 98765-4321')).toBeNull(); // no such DDD
    expect(normalizePixKey('celular', '+1 415 555 0100')).toBeNull();
  });

  it('accepts a random key (UUID) in lower case', () => {
    expect(normalizePixKey('aleatoria', '123E4567-E89B-12D3-A456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(normalizePixKey('aleatoria', '123e4567e89b12d3a456426614174000')).toBeNull();
  });

  it('masks every type so the whole key is never shown', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('email', 'joana@exemplo.com.br')).toBe('jo***@exemplo.com.br');
    expect(maskPixKey('celular', '+5511987654321')).toBe('+55 (11) *****-4321');
    expect(maskPixKey('aleatoria', '123e4567-e89b-12d3-a456-426614174000')).toBe('123e…4000');
  });

  it('the request schema normalizes, and names the field and the type in its message', () => {
    expect(payoutKeyInputSchema.parse({ tipo: 'celular', valor: '(11) 98765-4321' })).toEqual({ tipo: 'celular', valor: '+5511987654321' });
    const result = payoutKeyInputSchema.safeParse({ tipo: 'celular', valor: '3333-4444' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['valor'], message: expect.stringContaining('Celular inválido') });
    expect(payoutKeyInputSchema.safeParse({ tipo: 'cpf', valor: '52998224725', extra: 1 }).success).toBe(false);
  });
});

describe('the payout day', () => {
  it('is the configured weekday in the São Paulo calendar', () => {
    expect(isPayoutDay('2026-11-25', 3)).toBe(true); // a Wednesday
    expect(isPayoutDay('2026-11-24', 3)).toBe(false);
    expect(nextPayoutDate('2026-11-25', 3)).toBe('2026-11-25');
    expect(nextPayoutDate('2026-11-26', 3)).toBe('2026-12-02');
    expect(nextPayoutDate('2026-12-31', 3)).toBe('2027-01-06'); // across the year
    expect(nextPayoutDate('2026-11-24', 5)).toBe('2026-11-27'); // PAYOUT_WEEKDAY=5: Friday
  });
});

describe("a balance's payout day", () => {
  it('is the next payout day, or the one after when she was paid out today already', () => {
    expect(nextPayoutDateOf('2026-11-25', 3, false)).toBe('2026-11-25');
    expect(nextPayoutDateOf('2026-11-25', 3, true)).toBe('2026-12-02');
    expect(nextPayoutDateOf('2026-11-27', 3, false)).toBe('2026-12-02');
  });
});

describe('leaving with money to receive (docs/product.md#deletion-payout)', () => {
  it('asks to give it up only when money is owed and no destination is ready; not when Stripe could not be asked', () => {
    expect(mustGiveUpToDelete({ totalCents: 0, destinationStatus: 'ausente' })).toBe(false);
    expect(mustGiveUpToDelete({ totalCents: 1, destinationStatus: 'pronta' })).toBe(false);
    expect(mustGiveUpToDelete({ totalCents: 1, destinationStatus: 'ausente' })).toBe(true);
    expect(mustGiveUpToDelete({ totalCents: 1, destinationStatus: 'cadastro_incompleto' })).toBe(true);
    expect(mustGiveUpToDelete({ totalCents: 1, destinationStatus: 'indisponivel' })).toBe(false);
  });
});

describe('which bookings a payout covered', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

  it('matches days to payouts in release order; a booking is paid once all its days are', () => {
    const days = [
      { pedidoId: 'a', netCents: 100, releasedAt: at(1) },
      { pedidoId: 'b', netCents: 200, releasedAt: at(2) },
      { pedidoId: 'b', netCents: 200, releasedAt: at(5) },
      { pedidoId: 'c', netCents: 50, releasedAt: at(6) },
      { pedidoId: 'd', netCents: 80, releasedAt: null },
    ];
    const states = bookingMoneyStates(days, [{ amountCents: 300, at: at(4) }, { amountCents: 200, at: at(5) }]);
    expect(states.get('a')).toEqual({ state: 'pago', since: at(4) });
    expect(states.get('b')).toEqual({ state: 'pago', since: at(5) });
    expect(states.get('c')).toEqual({ state: 'disponivel', since: at(6) });
    expect(states.get('d')).toEqual({ state: 'a_receber', since: null });
  });

  it('a booking with a day still held is a receber, whatever its other days', () => {
    const states = bookingMoneyStates(
      [
        { pedidoId: 'a', netCents: 100, releasedAt: at(1) },
        { pedidoId: 'a', netCents: 100, releasedAt: null },
      ],
      [{ amountCents: 100, at: at(2) }],
    );
    expect(states.get('a')).toEqual({ state: 'a_receber', since: null });
  });

  it('nothing is paid without payouts', () => {
    expect(bookingMoneyStates([{ pedidoId: 'a', netCents: 100, releasedAt: at(1) }], []).get('a')).toEqual({ state: 'disponivel', since: at(1) });
  });
});
