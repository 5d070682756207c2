import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from '@cuidar/domain/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

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
  caregiverRegistrationSchema: [['2026-03-10']],
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

const plausibleText = fc.constantFrom(
  '',
  ' ',
  'a',
  '2026-03-10',
  '2026-02-30',
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

  it('finds the regression it was written for', () => {
    const { dateRangeQuerySchema } = modules['availability.ts'] as { dateRangeQuerySchema: z.ZodType };
    const result = dateRangeQuerySchema.safeParse({ from: '', to: '2027-01-21' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Período inválido']);
  });
});
