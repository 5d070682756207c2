import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from '@cuidar/domain/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateText, FUZZ_TODAY, IMPOSSIBLE_DATES } from '../../test/fuzz';

// Every zod schema packages/domain exports answers hostile input with issues, never with an exception:
// a schema that throws becomes a 500 on the server and a crash in the browser. Found the hard way:
// zod 4 runs an object's refinements even when a field already failed, so a cross-field rule saw
// an empty date (dateRangeQuerySchema). Values are generated from each schema's own shape, valid-
// looking and hostile mixed, so refinements are reached.

const DOMAIN = fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url));
const files = readdirSync(DOMAIN).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, (await import(`${DOMAIN}${file}`)) as Record<string, unknown>] as const)),
);

/** Schemas made by a function: called with plausible arguments. */
const factories: Record<string, unknown[][]> = {
  caregiverRegistrationSchema: [[FUZZ_TODAY]],
  contatoSchema: [[true], [false]],
};

function collectSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) found.push([`${file}:${name}`, value]);
      else if (typeof value === 'function' && factories[name]) {
        for (const args of factories[name]!) found.push([`${file}:${name}(${args.join(',')})`, (value as (...a: unknown[]) => z.ZodType)(...args)]);
      }
    }
  }
  return found;
}

const plausibleText = fc.oneof(
  { weight: 1, arbitrary: dateText },
  { weight: 4, arbitrary: fc.constantFrom(
  '',
  ' ',
  'a',
  ...IMPOSSIBLE_DATES,
  '0000-01-01',
  '08:00',
  '24:00',
  '05435-000',
  'SP',
  'manha',
  'familia',
  'cuidador',
  'feminino',
  'monthly',
  'maria@exemplo.com.br',
  'senha-segura-123',
  '00000000-0000-0000-0000-000000000000',
  '3f1c2b7a-9d4e-4c1a-8f2b-5e6d7c8b9a01',
  'cs_sandbox_0123456789abcdef01234567',
  'Higiene pessoal',
  '\u0000',
  '\uD800',
  '👵🏽',
  'x'.repeat(5000),
  ) },
);
const hostileLeaf = fc.oneof(
  plausibleText,
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(0, -1, 1, 5, 0.5, 1e308, -1e308, 2 ** 53 + 2, Number.NaN, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([]),
  fc.constant({}),
  fc.array(plausibleText, { maxLength: 4 }),
);

/** The object shape inside wrappers (optional, default, pipe, intersection…), if any. */
function shapeOf(schema: unknown, depth = 0): Record<string, unknown> | null {
  if (!schema || typeof schema !== 'object' || depth > 6) return null;
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  if (s.shape && typeof s.shape === 'object') return s.shape;
  const def = s._zod?.def ?? {};
  for (const inner of [def.innerType, def.in, def.schema, def.left]) {
    const found = shapeOf(inner, depth + 1);
    if (found) return found;
  }
  const right = shapeOf(def.right, depth + 1);
  return right;
}

function valueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const shape = depth < 3 ? shapeOf(schema) : null;
  if (!shape) return hostileLeaf;
  const entries = Object.entries(shape).map(([key, field]) => [key, fc.oneof({ weight: 3, arbitrary: valueFor(field, depth + 1) }, { weight: 1, arbitrary: hostileLeaf })] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }).chain((record) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(record) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>({ ...record, __proto__: { isAdmin: true } }, JSON.parse(`{"__proto__":{"isAdmin":true},"constructor":1}`), { ...record, extra: '\u0000' }) },
    ),
  );
}

describe('domain schemas', () => {
  const schemas = collectSchemas();

  it('are all found (the list grows with the domain)', () => {
    expect(schemas.length).toBeGreaterThan(25);
  });

  for (const [name, schema] of schemas) {
    it(`${name} never throws`, () => {
      fc.assert(
        fc.property(fc.oneof({ weight: 5, arbitrary: valueFor(schema) }, { weight: 1, arbitrary: fc.anything() }), (value) => {
          expect(() => schema.safeParse(value), JSON.stringify(value)?.slice(0, 300)).not.toThrow();
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
      );
      expect(Object.keys(Object.prototype)).toEqual([]);
    });
  }

  // Every date field (found by its key) takes real calendar days only (issue 15: a booking's
  // dataFim "2026-12-32" reached date arithmetic and answered 500).
  const DATE_KEY = /^(data|date)|Date$|^(from|to)$/i;
  function dateFields(schema: unknown, seen = new Set<unknown>()): [string, z.ZodType][] {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
    seen.add(schema);
    const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
    const found: [string, z.ZodType][] = [];
    for (const [key, field] of Object.entries(s.shape && typeof s.shape === 'object' ? s.shape : {})) {
      if (DATE_KEY.test(key) && field instanceof z.ZodType) found.push([key, field]);
      found.push(...dateFields(field, seen));
    }
    const def = s._zod?.def ?? {};
    for (const inner of [def.innerType, def.in, def.out, def.schema, def.left, def.right, def.element]) found.push(...dateFields(inner, seen));
    return found;
  }
  const dated = schemas.flatMap(([name, schema]) => dateFields(schema).map(([key, field]) => [`${name}.${key}`, field] as const));

  it('finds the date fields (bookings, availability, date ranges, birth dates)', () => {
    const names = dated.map(([name]) => name).join('\n');
    for (const expected of ['createBookingSchema.dataInicio', 'createBookingSchema.dataFim', 'availabilitySlotSchema.dataInicio', 'dateRangeQuerySchema.from', 'dataNascimento']) {
      expect(names).toContain(expected);
    }
  });

  for (const [name, field] of dated) {
    it(`${name} refuses impossible dates with a Portuguese message`, () => {
      for (const date of IMPOSSIBLE_DATES) {
        const result = field.safeParse(date);
        expect(result.success, `${name} took ${date}`).toBe(false);
        expect(result.error!.issues[0]!.message, date).toMatch(/[Dd]ata|[Pp]eríodo|nascimento/);
      }
    });
  }

  it('finds the regression it was written for', () => {
    const { dateRangeQuerySchema } = modules['availability.ts'] as { dateRangeQuerySchema: z.ZodType };
    const result = dateRangeQuerySchema.safeParse({ from: '', to: '2027-01-21' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Período inválido']);
  });
});
