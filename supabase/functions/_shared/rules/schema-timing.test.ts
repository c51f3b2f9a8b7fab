/**
 * No request body makes a schema slow. Every string field of every schema the site's
 * forms and the functions parse with is found by walking the schema itself (a field added later is
 * covered without touching this file), and for each one:
 * - a value longer than its cap stops at the cap: the pattern or refinement behind it never runs
 *   (no `invalid_format` or `custom` issue), and a field without any cap fails the test;
 * - the worst inputs we know for the patterns in use (63,000 dots after `a@`, long runs of each
 *   character the patterns repeat, near-miss e-mail addresses, dates and ids) are parsed, as the
 *   functions parse a body (JSON text through `parseJsonBody`), in under 50 ms each.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { notifyNewLeadSchema } from '../handlers/notify-new-lead.ts';
import { parseJsonBody } from '../infra/request-body.ts';
import { validBodies, type SchemaWithValidBody } from './schema-test-kit.ts';
import { MAX_BODY_BYTES } from './validation.ts';

/** The budget per parse, against a crafted e-mail address that once took seconds (decision 013, item 4). */
const BUDGET_MS = 50;
/** Long enough to fill a lead function's whole body (MAX_BODY_BYTES) with one field, as that attack did. */
const N = 63_000;

/** Every schema a form or a function parses with, and a body it accepts. */
const schemas: readonly SchemaWithValidBody[] = [
  ...validBodies,
  { name: 'notify-new-lead', schema: notifyNewLeadSchema, valid: { leadId: '0b7c5a52-4a7e-4d3a-9a55-8c0f2a1e6d10' } },
];

// ---------------------------------------------------------------------------------------------
// Walking a schema to its string fields
// ---------------------------------------------------------------------------------------------

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: readonly z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional(), default(), catch() and the like. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); WRAPPERS.has(def.type) && def.innerType; def = defOf(current)) current = def.innerType;
  return current;
}

/** Whether the schema takes text from the body (a string, or a pipe or union starting from one). */
function takesText(schema: z.ZodType): boolean {
  const def = defOf(unwrap(schema));
  if (def.type === 'string') return true;
  if (def.type === 'pipe' && def.in) return takesText(def.in);
  if (def.type === 'union') return (def.options ?? []).some(takesText);
  return false;
}

/** Where a string goes in a body: a value at `path`, or (for a record) a key of the object at `path`. */
interface TextField {
  path: readonly (string | number)[];
  asKey: boolean;
  schema: z.ZodType;
}

function textFields(schema: z.ZodType, path: readonly (string | number)[] = []): TextField[] {
  const node = unwrap(schema);
  if (takesText(node)) return [{ path, asKey: false, schema: node }];
  const def = defOf(node);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => textFields(field, [...path, key]));
    case 'pipe':
      return def.in ? textFields(def.in, path) : [];
    case 'union': {
      const fields = (def.options ?? []).flatMap((option) => textFields(option, path));
      return fields.filter((field, index) => fields.findIndex((other) => other.path.join('.') === field.path.join('.')) === index);
    }
    case 'array':
      return def.element ? textFields(def.element, [...path, 0]) : [];
    case 'record': {
      const keys = def.keyType && takesText(def.keyType) ? [{ path, asKey: true, schema: unwrap(def.keyType) }] : [];
      return [...keys, ...(def.valueType ? textFields(def.valueType, [...path, 'param']) : [])];
    }
    default:
      return [];
  }
}

/** A copy of `body` with `value` at the field's place. */
function withValue(body: Record<string, unknown>, field: TextField, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  if (field.asKey) {
    const parent = field.path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as Record<string | number, unknown>, copy);
    const last = field.path[field.path.length - 1] as string | number;
    parent[last] = { [value]: 'x' };
    return copy;
  }
  const parent = field.path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => {
    at[key] ??= typeof key === 'number' ? [] : {};
    return at[key] as Record<string | number, unknown>;
  }, copy);
  parent[field.path[field.path.length - 1] as string | number] = value;
  return copy;
}

/** Every issue, the ones inside a union's branches included. */
function allIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => [issue, ...(issue.code === 'invalid_union' ? issue.errors.flatMap(allIssues) : [])]);
}

// ---------------------------------------------------------------------------------------------
// The worst inputs
// ---------------------------------------------------------------------------------------------

/** Characters the patterns repeat (addresses, names, phones, paths, dates, ids) and line breaks the single-line fields collapse. */
const REPEATED = ['.', ' ', '@', 'a', 'A', '0', '-', '_', "'", '+', ':', '/', ',', '\t', '\r\n', '\u2028', 'é', '’'];

/** `text` repeated to about N bytes of JSON: what fits in one body (multi-byte and escaped characters take more). */
function fill(text: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify(text).slice(1, -1)).length;
  return text.repeat(Math.floor(N / bytes));
}

const half = N / 2;
const worstInputs: readonly [label: string, value: string][] = [
  ...REPEATED.flatMap((character): [string, string][] => [
    [`${JSON.stringify(character)} × N, then "!"`, `${fill(character)}!`],
    [`"a@" + ${JSON.stringify(character)} × N + ","`, `a@${fill(character)},`],
  ]),
  ['"a." × N/2 + "@"', `${'a.'.repeat(half)}@`],
  ['"a@" + "a." × N/2 + ","', `a@${'a.'.repeat(half)},`],
  ['"a@a" + ".a" × N/2 + "!"', `a@a${'.a'.repeat(half)}!`],
  ['"a@" + "a-" × N/2 + ".c0m"', `a@${'a-'.repeat(half)}.c0m`],
  ['64-character labels × 1000 + "@x"', `${`${'a'.repeat(63)}.`.repeat(N / 64)}@x`],
  ['a valid address padded to N with spaces', `${' '.repeat(half)}ann@example.com${' '.repeat(half)}`],
  ['an address with a 63,000-character local part', `${'a'.repeat(N)}@example.com`],
  ['an address with a 63,000-character domain', `ann@${'a'.repeat(N)}.com`],
  ['the mailto injection, repeated', fill('x?bcc=attacker%40evil.example&y=@evil.example')],
  ['a date-time with N fractional digits', `2026-11-02T17:00:00.${'0'.repeat(N)}Z!`],
  ['a date followed by N digits', `2026-11-02${'0'.repeat(N)}`],
  ['a UUID prefix followed by N hex digits', `0b7c5a52-4a7e-4d3a-9a55-${'0'.repeat(N)}`],
  ['a path of N/2 segments and a space', `/${'a/'.repeat(half)} `],
  ['N/2 name characters then a digit', `${"a'".repeat(half)}1`],
  ['N/2 phone characters then a letter', `${'(1'.repeat(half)}x`],
];

/**
 * How long one parse of `text` takes: the best of up to five when over budget, since a GC pause or a
 * busy machine is not a slow pattern; a parse over a second is one, and is not tried again.
 */
function parseMs(text: string, schema: z.ZodType): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 5 && best >= BUDGET_MS; attempt += 1) {
    const started = performance.now();
    parseJsonBody(text, schema);
    const ms = performance.now() - started;
    best = Math.min(best, ms);
    if (ms > 1000) break;
  }
  return best;
}

describe('the worst inputs of every schema', () => {
  it('fit in a lead function’s body, so the functions do read them', () => {
    for (const [, value] of worstInputs) expect(new TextEncoder().encode(JSON.stringify({ email: value })).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });

  describe.each(schemas)('$name', ({ schema, valid }) => {
    const fields = textFields(schema);

    it('accepts its valid body, and has string fields to try', () => {
      const result = schema.safeParse(valid);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(fields.length).toBeGreaterThan(0);
    });

    it.each(fields.map((field) => ({ ...field, label: `${field.path.join('.')}${field.asKey ? ' (a key)' : ''}` })))(
      '$label: a too-long value stops at the length cap, before any pattern or refinement',
      ({ schema: field }) => {
        for (const value of ['a'.repeat(N), `a@${'.'.repeat(N)},`, '0'.repeat(N)]) {
          const result = field.safeParse(value);
          expect(result.success, 'a 63,000-character value is refused by a length cap').toBe(false);
          const reached = allIssues(result.error?.issues ?? []).filter((issue) => issue.code === 'invalid_format' || issue.code === 'custom');
          expect(reached).toEqual([]);
        }
      },
    );

    it.each(fields.map((field) => ({ field, label: `${field.path.join('.')}${field.asKey ? ' (a key)' : ''}` })))(
      `$label: every worst input is parsed in under ${BUDGET_MS} ms`,
      ({ field }) => {
        const slow = worstInputs
          .map(([input, value]) => ({ input, ms: parseMs(JSON.stringify(withValue(valid, field, value)), schema) }))
          .filter(({ ms }) => ms >= BUDGET_MS)
          .map(({ input, ms }) => `${input}: ${ms.toFixed(0)} ms`);
        expect(slow).toEqual([]);
      },
    );
  });
});
