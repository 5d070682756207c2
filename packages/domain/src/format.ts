// Money as people in Brazil read it, for the browser, the server's e-mails and notifications alike.
// Dates are in date-format.ts (kept apart: the public pages show prices and no dates, and should
// not carry date-fns).

/**
 * 123456 → 'R$ 1.234,56' (with a non-breaking space, exactly as Intl writes it in pt-BR).
 * Written by hand: the first Intl.NumberFormat of a page loads the locale data, a long task on a
 * slow phone, and the landing page shows a dozen prices before anything else is interactive.
 */
export function formatCentavos(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}R$\u00a0${reais},${centavos}`;
}

/** '1 dia', '3 dias': a count with the word that agrees with it. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** 10 → '10%', 12.5 → '12,5%' (at most two decimals, by hand for the same reason as formatCentavos). */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${String(rounded).replace('.', ',')}%`;
}
