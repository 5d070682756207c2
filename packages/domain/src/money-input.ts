// The one reading of money typed by a person, for every money field (docs/product.md#hourly-rate).
// Fields are plain text (inputMode decimal), never type="number": a number field in a browser set
// to English reads '45,50' as 4550, which once saved a rate of R$ 4.550,00.

/** Whole reais with optional pt-BR thousands dots ('1.234'), then an optional ',cc'. */
const PT_BR = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** Tolerated: a single decimal point with one or two digits ('45.5', '45.50'), as a keypad types it. */
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * '45,50' → 4550, '45' → 4500, '1.234,56' → 123456, 'R$ 45,50' → 4550, '45.50' → 4550.
 * Null when the text is not an amount (empty, negative, letters, three decimals, '1.23,4'…).
 * Integer arithmetic only: no float rounding on the way.
 */
export function parseMoneyInput(value: string): number | null {
  const text = value.replace(/^\s*R\$\s*/i, '').replace(/\s+/g, '').trim();
  if (text === '') return null;
  const ptBr = PT_BR.exec(text);
  const dot = ptBr ? null : DOT_DECIMAL.exec(text);
  const match = ptBr ?? dot;
  if (!match) return null;
  const reais = Number(match[1]!.replace(/\./g, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = reais * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 4550 → '45,50', 123456 → '1.234,56': what a money field shows for a stored amount. */
export function formatMoneyInput(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 && whole > 0 ? '-' : ''}${reais},${String(whole % 100).padStart(2, '0')}`;
}
