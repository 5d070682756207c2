import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { legalPrivacyCopy } from './messages/screens/legal-privacy';
import { accessLogCutoff, contactMessageCutoff } from './retention';

describe('retention', () => {
  it('counts six calendar months for access records and two years for Fale Conosco', () => {
    // Midday UTC: the same calendar day in any time zone the tests run in.
    const day = (date: Date) => format(date, 'yyyy-MM-dd');
    const now = new Date('2026-11-28T12:00:00Z');
    expect(day(accessLogCutoff(now))).toBe('2026-05-28');
    expect(day(contactMessageCutoff(now))).toBe('2024-11-28');
    // A month without that day: its last day.
    expect(day(accessLogCutoff(new Date('2026-08-31T12:00:00Z')))).toBe('2026-02-28');
  });

  it('is what the privacy policy says', () => {
    const section = JSON.stringify(legalPrivacyCopy.sections.find((s) => s.id === 'retencao'));
    expect(section).toContain(' 6 meses, como exige o Marco Civil da Internet.');
    expect(section).toContain(' até 2 anos após o último contato');
  });
});
