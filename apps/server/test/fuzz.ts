import { impossibleDates } from '@cuidar/domain/calendar-date';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import fc from 'fast-check';

// Hostile input for the API fuzzer (apps/server/src/http/input-fuzzing.integration.test.ts).
// Bodies are trees serialised by hand, so keys such as "__proto__" reach the server literally in
// the JSON text (JSON.stringify of a JavaScript object would drop or hide them).

export type Tree =
  | { kind: 'leaf'; value: string | number | boolean | null }
  | { kind: 'array'; items: Tree[] }
  | { kind: 'object'; entries: [string, Tree][] };

export function toTree(value: unknown): Tree {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(toTree) };
  if (value !== null && typeof value === 'object') return { kind: 'object', entries: Object.entries(value).map(([k, v]) => [k, toTree(v)]) };
  if (value === undefined) return { kind: 'leaf', value: null };
  return { kind: 'leaf', value: value as string | number | boolean | null };
}

export function toJson(tree: Tree): string {
  switch (tree.kind) {
    case 'leaf':
      return JSON.stringify(tree.value) ?? 'null';
    case 'array':
      return `[${tree.items.map(toJson).join(',')}]`;
    case 'object':
      return `{${tree.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
}

/** Dates are made around the day the tests run, so they stay near what the app accepts. */
export const FUZZ_TODAY = todayInSaoPaulo();
/** Real-looking days that do not exist (2026-12-32, 2026-02-30…), in this year and the next. */
export const IMPOSSIBLE_DATES = impossibleDates(FUZZ_TODAY);
/** Days around today that exist: the edges of what bookings and availability take, and past them. */
const NEAR_DATES = [0, -1, 1, 30, 31, 32, 89, 90, 91, 366, -36500].map((days) => addDaysToDate(FUZZ_TODAY, days));

/** A date as a client could send it: mostly around today, often impossible, sometimes absurd. */
export const dateText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -800, max: 800 }).map((days) => addDaysToDate(FUZZ_TODAY, days)) },
  { weight: 3, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 1, arbitrary: fc.constantFrom('0000-01-01', '9999-12-31', '-000001-01-01', `${FUZZ_TODAY}T00:00:00Z`, FUZZ_TODAY.replace(/-/g, '/')) },
);

/** Keys of a body (top level) whose valid value is a calendar date. */
export function dateKeysOf(valid: unknown): string[] {
  if (!valid || typeof valid !== 'object' || Array.isArray(valid) || valid instanceof FormData) return [];
  return Object.entries(valid).filter(([, v]) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)).map(([k]) => k);
}

/** Strings that have broken servers: control characters, other scripts, emoji, lone surrogates… */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Maria\u0000Souza',
  '\u0007\u001b[31m',
  '\u202Egnp.exe',
  'שלום עולם',
  'مرحبا بالعالم',
  '👵🏽👨‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '𝕮𝖚𝖎𝖉𝖆𝖗',
  'Ｃｕｉｄａｒ',
  'e\u0301\u0301\u0301',
  "'; drop table \"user\"; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '%00%0a%zz',
  '\\',
  '\n\r\t',
  ' '.repeat(2000),
  'a'.repeat(20_000),
  '9'.repeat(400),
  ...IMPOSSIBLE_DATES,
  ...NEAR_DATES,
  '0000-01-01',
  '9999-12-31',
  '-000001-01-01',
  '24:00',
  '23:60',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'cs_',
  'ção@exemplo.com.br',
  'a@b',
  `${'a'.repeat(250)}@exemplo.com.br`,
];

export const NASTY_NUMBERS = [0, -0, 1, -1, 0.5, -0.5, 1e308, -1e308, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 5e-324, 1e21];

export const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isAdmin', 'role', 'id', 'userId', 'familiaId', 'cuidadorId', 'emailVerified', 'status', ''];

const key = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 8 }));

const leaf: fc.Arbitrary<Tree> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  .map((value) => ({ kind: 'leaf', value }));

/** Any JSON value, small but nested, with hostile keys and leaves. */
export const nastyTree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('tree'), { maxLength: 5 }).map((items): Tree => ({ kind: 'array', items })),
    fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }).map((entries): Tree => ({ kind: 'object', entries })),
  ),
})).tree;

/** Big shapes that stay under the 64 KB body limit, and some that do not. */
export const hugeTree: fc.Arbitrary<Tree> = fc.oneof(
  fc.integer({ min: 1000, max: 8000 }).map((n): Tree => ({ kind: 'array', items: Array.from({ length: n }, () => ({ kind: 'leaf', value: 'a' })) })),
  fc.integer({ min: 1000, max: 3000 }).map((n): Tree => ({ kind: 'object', entries: Array.from({ length: n }, (_, i) => [`k${i}`, { kind: 'leaf', value: i }]) })),
  // Deeper nesting is sent as raw text (RAW_BODIES): a tree this deep is as far as the fuzzer's own
  // recursion goes.
  fc.integer({ min: 100, max: 400 }).map((depth): Tree => {
    let tree: Tree = { kind: 'leaf', value: 'fundo' };
    for (let i = 0; i < depth; i++) tree = i % 2 ? { kind: 'array', items: [tree] } : { kind: 'object', entries: [['a', tree]] };
    return tree;
  }),
  fc.constant<Tree>({ kind: 'leaf', value: 'x'.repeat(70_000) }),
);

/** Bodies that are not JSON at all, or are JSON that parsers choke on. */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  '\u0000',
  '{"__proto__":{"isAdmin":true},"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1e99999}',
  '{"a":-1e99999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"\\u0000"',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  '\uFEFF{}',
  '{} {}',
  '1',
  'true',
];

/** Small changes to a valid text that keep it almost valid: where validation is easiest to slip past. */
export const TWEAKS = ['nul-inside', 'nul-end', 'rtl', 'emoji', 'combining', 'zero-width', 'padding', 'upper', 'lone-surrogate', 'twice', 'newline', 'fullwidth-digits'] as const;
export type Tweak = (typeof TWEAKS)[number];

function tweakText(text: string, how: Tweak): string {
  const middle = Math.floor(text.length / 2);
  switch (how) {
    case 'nul-inside':
      return `${text.slice(0, middle)}\u0000${text.slice(middle)}`;
    case 'nul-end':
      return `${text}\u0000`;
    case 'rtl':
      return `\u202E${text}`;
    case 'emoji':
      return `${text}👵🏽`;
    case 'combining':
      return `${text}\u0301`;
    case 'zero-width':
      return `${text.slice(0, middle)}\u200B${text.slice(middle)}`;
    case 'padding':
      return `   ${text}   `;
    case 'upper':
      return text.toUpperCase();
    case 'lone-surrogate':
      return `${text}\uD800`;
    case 'twice':
      return text + text;
    case 'newline':
      return `${text}\n`;
    case 'fullwidth-digits':
      return text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  }
}

export type Mutation =
  | { op: 'tweak'; at: number; how: Tweak }
  | { op: 'date'; at: number; value: string }
  | { op: 'replace'; at: number; value: Tree }
  | { op: 'add'; key: string; value: Tree }
  | { op: 'remove'; at: number }
  | { op: 'whole'; value: Tree }
  | { op: 'raw'; text: string };

/** One field's new value: mostly a hostile leaf, sometimes a structure, rarely something huge. */
const replacement: fc.Arbitrary<Tree> = fc.oneof({ weight: 6, arbitrary: leaf }, { weight: 3, arbitrary: nastyTree }, { weight: 1, arbitrary: hugeTree });

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('date' as const), at: fc.nat(), value: dateText }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('tweak' as const), at: fc.nat(), how: fc.constantFrom(...TWEAKS) }) },
  { weight: 6, arbitrary: fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: replacement }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('add' as const), key, value: nastyTree }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('whole' as const), value: fc.oneof(nastyTree, hugeTree) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('raw' as const), text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 200 })) }) },
);

/** Every path to a value inside a tree (objects' values and arrays' items), the root excluded. */
function paths(tree: Tree, prefix: number[] = []): number[][] {
  const children = tree.kind === 'object' ? tree.entries.map(([, v]) => v) : tree.kind === 'array' ? tree.items : [];
  return children.flatMap((child, i) => [[...prefix, i], ...paths(child, [...prefix, i])]);
}

function nodeAt(tree: Tree, path: number[]): Tree {
  let node = tree;
  for (const i of path) node = node.kind === 'object' ? node.entries[i]![1] : node.kind === 'array' ? node.items[i]! : node;
  return node;
}

function replaceAt(tree: Tree, path: number[], value: Tree | undefined): Tree {
  if (!path.length) return value ?? tree;
  const [head, ...rest] = path as [number, ...number[]];
  if (tree.kind === 'object') {
    const entries = tree.entries.flatMap(([k, v], i): [string, Tree][] => (i !== head ? [[k, v]] : rest.length || value ? [[k, replaceAt(v, rest, value)]] : []));
    return { kind: 'object', entries };
  }
  if (tree.kind === 'array') {
    const items = tree.items.flatMap((v, i) => (i !== head ? [v] : rest.length || value ? [replaceAt(v, rest, value)] : []));
    return { kind: 'array', items };
  }
  return tree;
}

/** The valid body with the mutations applied, as JSON text (or the raw text of a 'raw' mutation). */
export function applyMutations(valid: unknown, mutations: Mutation[]): string {
  let tree = toTree(valid);
  for (const m of mutations) {
    if (m.op === 'raw') return m.text;
    if (m.op === 'whole') tree = m.value;
    else if (m.op === 'tweak') {
      const texts = paths(tree).filter((p) => {
        const node = nodeAt(tree, p);
        return node.kind === 'leaf' && typeof node.value === 'string';
      });
      if (!texts.length) continue;
      const at = texts[m.at % texts.length]!;
      const node = nodeAt(tree, at) as { kind: 'leaf'; value: string };
      tree = replaceAt(tree, at, { kind: 'leaf', value: tweakText(node.value, m.how) });
    }
    else if (m.op === 'date') {
      // A date field gets another date (a text field gets a date: a date where text is expected).
      const dates = paths(tree).filter((p) => {
        const node = nodeAt(tree, p);
        return node.kind === 'leaf' && typeof node.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(node.value);
      });
      const texts = dates.length ? dates : paths(tree).filter((p) => nodeAt(tree, p).kind === 'leaf');
      if (!texts.length) continue;
      tree = replaceAt(tree, texts[m.at % texts.length]!, { kind: 'leaf', value: m.value });
    }
    else if (m.op === 'add') tree = tree.kind === 'object' ? { kind: 'object', entries: [...tree.entries, [m.key, m.value]] } : tree;
    else {
      const all = paths(tree);
      if (!all.length) continue;
      tree = replaceAt(tree, all[m.at % all.length]!, m.op === 'replace' ? m.value : undefined);
    }
  }
  return toJson(tree);
}

/** Query strings: the valid one with values replaced or keys added, or raw garbage. */
export const queryMutation: fc.Arbitrary<{ replace: [number, string][]; add: [string, string][]; raw: string | null }> = fc.record({
  replace: fc.array(fc.tuple(fc.nat(), fc.oneof(dateText, fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }))), { maxLength: 2 }),
  add: fc.array(fc.tuple(key, fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 20 }))), { maxLength: 3 }),
  raw: fc.option(fc.oneof(fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '&&&==&', '=x', 'a[b]=1&a[c]=2', '__proto__[isAdmin]=1', 'scope=all&scope=past', '%F0%9F%91%B5'), fc.string({ unit: 'binary', maxLength: 60 })), { nil: null }),
});

export function applyQueryMutation(valid: string, m: { replace: [number, string][]; add: [string, string][]; raw: string | null }): string {
  if (m.raw !== null) return m.raw;
  const params = [...new URLSearchParams(valid)];
  for (const [at, value] of m.replace) if (params.length) params[at % params.length]![1] = value;
  for (const [k, v] of m.add) params.push([k, v]);
  return params.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v).replace(/%25(?=[0-9A-Fa-f]{2})/g, '%')}`).join('&');
}

/** URLs carry UTF-8: a lone surrogate cannot be written in one, so it becomes U+FFFD. */
export const encodeSegment = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** A path segment: hostile text, percent-encoded (sometimes badly on purpose). */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS).map((s) => encodeSegment(s.slice(0, 3000)).replace(/%2F/g, '/')),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeSegment),
  fc.constantFrom('%', '%zz', '%00', '..', '.', '%2e%2e', '%C0%AE', 'x'.repeat(5000), '0'.repeat(36), '-1', '1e9', 'null'),
);
