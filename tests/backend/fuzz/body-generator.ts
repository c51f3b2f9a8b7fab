/**
 * A seeded, deterministic generator of hostile request bodies for the fuzz test. Every body it makes
 * is invalid by construction: each carries one defect that no schema of ours accepts (malformed JSON,
 * a top level that is not an object, a field of the wrong type, a required field missing, a string
 * past any bound, a NUL or an unpaired surrogate, a body past the size bound), and may carry decorations
 * on top that never repair it (unknown fields, prototype-pollution keys at every level, control
 * characters, a BOM, an odd content type). An accepted body would rightly be stored, so a body that is
 * valid would be a bug of this generator, not of the endpoint; its unit test checks that against the
 * real schemas.
 */

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export interface FuzzExample {
  /** A body the endpoint accepts: the field names and types every mutation starts from. */
  body: JsonObject;
  /** Dotted paths (array items by index: `clicks.0.x`) whose absence alone makes the body invalid. */
  required: readonly string[];
  /**
   * Paths that accept loosely typed values, left out of type and length mutations: `p` for a field
   * the schema drops when malformed (anything goes there), `p.*` for the contents of a record whose
   * own type is still checked (its values may be strings, numbers or booleans).
   */
  loose?: readonly string[];
}

export interface FuzzTarget {
  examples: readonly FuzzExample[];
  /** The body bound past which the endpoint answers 413. */
  maxBodyBytes: number;
}

export const families = [
  'truncated-json',
  'syntax-error',
  'invalid-utf8',
  'empty-body',
  'not-an-object',
  'wrong-type',
  'deep-nesting',
  'missing-required',
  'long-unicode',
  'nul-character',
  'unpaired-surrogate',
  'proto-smuggling',
  'oversized',
] as const;
export type Family = (typeof families)[number];

/** Out of every 100 bodies, how many carry each defect. */
const FAMILY_WEIGHTS: Readonly<Record<Family, number>> = {
  'truncated-json': 8,
  'syntax-error': 10,
  'invalid-utf8': 5,
  'empty-body': 2,
  'not-an-object': 6,
  'wrong-type': 20,
  'deep-nesting': 5,
  'missing-required': 12,
  'long-unicode': 8,
  'nul-character': 7,
  'unpaired-surrogate': 6,
  'proto-smuggling': 5,
  oversized: 6,
};

/** Every this many oversized bodies, one is about a megabyte rather than just past the bound (they are slow). */
const MEGABYTE_EVERY = 20;
export const MEGABYTE = 1024 * 1024;

export interface FuzzBody {
  index: number;
  family: Family;
  decorations: string[];
  /** What exactly was done, for a failure message. */
  detail: string;
  /** Over a plain ArrayBuffer, as fetch takes a body. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The Content-Type to send; undefined: the caller's usual one; null: no Content-Type at all. */
  contentType?: string | null;
}

// ---------------------------------------------------------------------------------------------
// The random source
// ---------------------------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32 over an FNV-1a hash of the seed): the same seed, the same bodies. */
export class Random {
  private state: number;

  constructor(seed: string) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < seed.length; index += 1) {
      hash ^= seed.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    this.state = hash >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

// ---------------------------------------------------------------------------------------------
// Paths into a JSON value
// ---------------------------------------------------------------------------------------------

type Segment = string | number;
type Path = readonly Segment[];

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parsePath(dotted: string): Path {
  return dotted.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

const printPath = (path: Path) => path.join('.');

function valueAt(root: Json, path: Path): Json | undefined {
  let at: Json | undefined = root;
  for (const segment of path) {
    if (Array.isArray(at) && typeof segment === 'number') at = at[segment];
    else if (isObject(at) && typeof segment === 'string') at = Object.hasOwn(at, segment) ? at[segment] : undefined;
    else return undefined;
  }
  return at;
}

/** Sets an own property, even one named __proto__ (plain assignment would replace the prototype instead). */
function defineOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function setAt(root: Json, path: Path, value: Json): void {
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') parent[last] = value;
  else if (isObject(parent) && typeof last === 'string') defineOwn(parent, last, value);
  else throw new Error(`no parent at ${printPath(path)}`);
}

function removeAt(root: Json, path: Path): void {
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (isObject(parent) && typeof last === 'string') Reflect.deleteProperty(parent, last);
  else throw new Error(`cannot remove ${printPath(path)}`);
}

function isLoose(path: Path, loose: readonly string[]): boolean {
  const printed = printPath(path);
  return loose.some((entry) =>
    entry.endsWith('.*') ? printed.startsWith(entry.slice(0, -1)) : printed === entry || printed.startsWith(`${entry}.`),
  );
}

/** Every path below the root (containers and leaves), loose ones left out. */
function pathsOf(root: Json, loose: readonly string[]): Path[] {
  const paths: Path[] = [];
  const visit = (value: Json, path: Path) => {
    if (path.length > 0 && isLoose(path, loose)) return;
    if (path.length > 0) paths.push(path);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(root, []);
  return paths;
}

function allStringLeaves(root: Json): Path[] {
  return pathsOf(root, []).filter((path) => typeof valueAt(root, path) === 'string');
}

function allObjects(root: Json): Path[] {
  return [[], ...pathsOf(root, [])].filter((path) => isObject(valueAt(root, path)));
}

/** Every key used anywhere in the examples: an added field never takes one of these names. */
function knownKeys(target: FuzzTarget): Set<string> {
  const keys = new Set<string>();
  for (const { body } of target.examples) {
    for (const path of pathsOf(body, [])) {
      const last = path[path.length - 1];
      if (typeof last === 'string') keys.add(last);
    }
  }
  return keys;
}

const clone = (value: JsonObject): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

// ---------------------------------------------------------------------------------------------
// Hostile material
// ---------------------------------------------------------------------------------------------

const EMOJI = ['😀', '👩🏽‍💻', '🇺🇦', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🧑🏿‍🚀', '❤️', '🔥'];
const RTL = ['مرحبا بالعالم', 'שלום עולם', '\u202Eevil\u202C', '\u200F', 'أ\u064Eب\u0650'];
const COMBINING = ['Z\u0351\u0364\u036B\u0300\u0301', 'e\u0301\u0302\u0303\u0304', 'a\u20DD', '\u0489'];
const OTHER_UNICODE = ['漢字かなカナ', 'Ω≈ç√∫', '\u200B', '\uFEFF', '𝕳𝖊𝖑𝖑𝖔', 'ﷺ', '\u2028', '\u2029', 'Ⅻ', '\uFFFD'];
/** Control characters a JSON string may hold escaped; NUL is a defect of its own. */
const CONTROL = ['\u0001', '\u0007', '\b', '\t', '\n', '\u000B', '\f', '\r', '\u001B', '\u001F', '\u007F', '\u0085'];
const UNPAIRED = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800', '😀'.slice(0, 1), '😀'.slice(1)];

/** A string of `length` code points from the hostile pools (no NUL, no unpaired surrogate). */
function hostileText(random: Random, length: number): string {
  const pools = [EMOJI, RTL, COMBINING, OTHER_UNICODE];
  const codePoints: string[] = [];
  while (codePoints.length < length) codePoints.push(...random.pick(random.pick(pools)));
  // Cut between code points, never between the halves of a pair (that would be another defect).
  return codePoints.slice(0, length).join('');
}

/**
 * Longer than any string field of ours allows, even trimmed: the longest bound is 4,096 characters,
 * and the schemas count characters as code points (an emoji is one), not UTF-16 code units.
 */
const longUnicode = (random: Random) => `x${hostileText(random, random.int(4_200, 6_000))}x`;

function insertAt(random: Random, text: string, insert: string): string {
  let position = random.int(0, text.length);
  // Never split a surrogate pair: that would add an unpaired surrogate the family did not ask for.
  const before = text.charCodeAt(position - 1);
  if (position > 0 && position < text.length && before >= 0xd800 && before <= 0xdbff) position -= 1;
  return text.slice(0, position) + insert + text.slice(position);
}

/** Names a bot or an attacker might try; never a field of the examples. */
const TEMPTING_NAMES = ['id', 'role', 'admin', 'isAdmin', 'is_admin', 'is_spam', 'spam_reason', 'created_at', 'lead_id', 'user_id', 'password', '$where', '$ne', '__typename', 'sql', 'then'];

function extraValue(random: Random): Json {
  return random.pick<() => Json>([
    () => random.int(-1e9, 1e9),
    () => random.chance(0.5),
    () => null,
    () => hostileText(random, random.int(1, 200)),
    () => "'; drop table leads; --",
    () => '<img src=x onerror=alert(1)>',
    () => [1, 'two', { three: 3 }],
    () => ({ $gt: '', nested: { deeper: [null] } }),
  ])();
}

const POLLUTION_PAYLOADS: readonly (() => Json)[] = [
  () => ({ polluted: 'yes', isAdmin: true }),
  () => ({ prototype: { polluted: 'yes' } }),
  () => ({ toString: 'not a function', valueOf: 1 }),
  () => 'polluted',
  () => [{ polluted: 'yes' }],
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

// ---------------------------------------------------------------------------------------------
// Decorations: added on top of a defect, never repairing it
// ---------------------------------------------------------------------------------------------

interface Decorated {
  body: JsonObject;
  names: string[];
}

function decorate(random: Random, body: JsonObject, known: Set<string>, protectedPaths: readonly Path[]): Decorated {
  const names: string[] = [];
  if (random.chance(0.35)) {
    names.push('extra-fields');
    for (const path of allObjects(body)) {
      if (path.length > 0 && !random.chance(0.3)) continue;
      const count = random.int(1, 4);
      for (let n = 0; n < count; n += 1) {
        const name = random.chance(0.5) ? random.pick(TEMPTING_NAMES) : `fuzz_${random.int(0, 1e6).toString(36)}`;
        const parent = valueAt(body, path);
        if (!known.has(name) && isObject(parent) && !Object.hasOwn(parent, name)) defineOwn(parent, name, extraValue(random));
      }
    }
  }
  if (random.chance(0.3)) {
    names.push('proto-keys');
    // Every object of the body, the top level included.
    for (const path of allObjects(body)) {
      const parent = valueAt(body, path);
      if (isObject(parent)) defineOwn(parent, random.pick(POLLUTION_KEYS), random.pick(POLLUTION_PAYLOADS)());
    }
  }
  if (random.chance(0.2)) {
    names.push('control-characters');
    // Inserting characters never shortens a string or fixes its type, so it cannot repair a defect.
    const leaves = allStringLeaves(body).filter((path) => !protectedPaths.some((other) => printPath(other) === printPath(path)));
    for (const path of leaves.filter(() => random.chance(0.5))) {
      const value = valueAt(body, path);
      if (typeof value === 'string') setAt(body, path, insertAt(random, value, random.pick(CONTROL)));
    }
    defineOwn(body, `fuzz_control_${random.int(0, 999)}`, CONTROL.join(''));
  }
  if (random.chance(0.1)) {
    names.push('unicode-extra');
    defineOwn(body, `fuzz_unicode_${random.int(0, 999)}`, hostileText(random, random.int(10, 1_500)));
  }
  return { body, names };
}

// ---------------------------------------------------------------------------------------------
// The defects
// ---------------------------------------------------------------------------------------------

interface Made {
  family: Family;
  detail: string;
  /** The body as text (most families) or as raw bytes (invalid UTF-8). */
  text?: string;
  bytes?: Uint8Array<ArrayBuffer>;
  /** Object-level decorations make sense for this body. */
  decorated: string[];
}

/** A value of a kind that no field of the original's kind accepts. */
function wrongTypeFor(random: Random, original: Json): Json {
  if (typeof original === 'string') return random.pick<Json>([{}, [], null, [original], { value: original }, random.chance(0.5)]);
  if (typeof original === 'number') return random.pick<Json>([String(original), `${original}px`, null, {}, [], [original], true]);
  if (typeof original === 'boolean') return random.pick<Json>([String(original), original ? 1 : 0, null, {}, []]);
  if (Array.isArray(original)) return random.pick<Json>([{}, 'a list', 0, null, true, { 0: original[0] ?? null }]);
  if (isObject(original)) return random.pick<Json>(['[object Object]', 0, null, true, [], [original]]);
  return random.pick<Json>([{}, []]);
}

const DEEP_PLACEHOLDER = '"\u2063fuzz-deep\u2063"';

function deepText(kind: 'array' | 'object', depth: number): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).byteLength;

const SYNTAX_ERRORS: readonly { name: string; apply: (text: string, random: Random) => string | null }[] = [
  { name: 'trailing comma', apply: (text) => `${text.slice(0, -1)},}` },
  { name: 'unquoted key', apply: (text) => `{fuzz:1,${text.slice(1)}` },
  { name: 'single quotes', apply: (text) => `{'fuzz':'x',${text.slice(1)}` },
  { name: 'NaN literal', apply: (text, random) => `{"fuzz":${random.pick(['NaN', 'Infinity', '-Infinity', 'undefined'])},${text.slice(1)}` },
  { name: 'comment', apply: (text) => `{/* fuzz */${text.slice(1)}` },
  { name: 'hex number', apply: (text, random) => `{"fuzz":${random.pick(['0x1F', '012', '+1', '.5', '1.', '1e'])},${text.slice(1)}` },
  { name: 'bad escape', apply: (text, random) => `{"fuzz":"${random.pick(['\\x41', '\\u12', '\\', '\\q'])}",${text.slice(1)}` },
  {
    name: 'raw control character in a string',
    apply: (text, random) => {
      const quote = text.indexOf('"');
      return quote < 0 ? null : `${text.slice(0, quote + 1)}${random.pick(['\u0000', '\u0001', '\n', '\t', '\r', '\u001F'])}${text.slice(quote + 1)}`;
    },
  },
  { name: 'missing colon', apply: (text) => (text.includes('":') ? text.replace('":', '" ') : null) },
  { name: 'extra closing brace', apply: (text) => `${text}}` },
  { name: 'two documents', apply: (text) => `${text}${text}` },
  { name: 'trailing garbage', apply: (text, random) => `${text} ${random.pick(['x', 'null', '//', ',', ']'])}` },
  { name: 'XSSI prefix', apply: (text) => `)]}'\n${text}` },
  { name: 'unterminated string', apply: (text) => `{"fuzz":"unterminated,${text.slice(1)}` },
];

/** Byte sequences that are not UTF-8: each decodes to U+FFFD, outside any string, so the JSON breaks. */
const INVALID_UTF8: readonly number[][] = [[0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xc3], [0xf4, 0x90, 0x80, 0x80]];

function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** What one body starts from: an example, and for the field-by-field families the field to break. */
interface Start {
  example: FuzzExample;
  path?: Path;
}

function makeDefect(family: Family, random: Random, { example, path: chosen }: Start, target: FuzzTarget, known: Set<string>, occurrence: number): Made {
  const base = clone(example.body);
  const typedPaths = pathsOf(base, example.loose ?? []);
  const fallBack = () => makeDefect('not-an-object', random, { example }, target, known, occurrence);
  const decorateThen = (protectedPaths: Path[] = []) => decorate(random, base, known, protectedPaths);
  const serialize = (value: Json) => JSON.stringify(value);

  switch (family) {
    case 'truncated-json': {
      const { names } = decorateThen();
      const text = serialize(base);
      // A strict prefix of an object's text is never JSON: its closing brace is the last character.
      const cut = random.int(0, text.length - 1);
      return { family, detail: `cut at ${cut} of ${text.length}`, text: text.slice(0, cut), decorated: names };
    }
    case 'syntax-error': {
      const { names } = decorateThen();
      const text = serialize(base);
      const error = random.pick(SYNTAX_ERRORS);
      const broken = error.apply(text, random) ?? `${text.slice(0, -1)},}`;
      return { family, detail: error.name, text: broken, decorated: names };
    }
    case 'invalid-utf8': {
      const { names } = decorateThen();
      const text = serialize(base);
      const invalid = Uint8Array.from(random.pick(INVALID_UTF8));
      const position = random.chance(0.5) ? 1 : text.length;
      const bytes = concatBytes(encoder.encode(text.slice(0, position)), invalid, encoder.encode(text.slice(position)));
      return { family, detail: `bytes ${[...invalid].map((byte) => byte.toString(16)).join(' ')} at ${position}`, bytes, decorated: names };
    }
    case 'empty-body': {
      const text = random.pick(['', ' ', '\n\t \r\n', '\uFEFF']);
      return { family, detail: JSON.stringify(text), text, decorated: [] };
    }
    case 'not-an-object': {
      const text = random.pick<() => string>([
        () => random.pick(['null', 'true', 'false', '0', '-1.5e308', '1e999', '""', '"text"', '[]', '[{}]', '[null]']),
        () => serialize(longUnicode(random)),
        () => `[${serialize(base)}]`,
        () => serialize([base, base]),
        () => String(random.int(-1e15, 1e15)),
      ])();
      return { family, detail: text.slice(0, 40), text, decorated: [] };
    }
    case 'wrong-type': {
      if (!chosen) return fallBack();
      const path = chosen;
      const value = wrongTypeFor(random, valueAt(base, path) ?? null);
      setAt(base, path, value);
      const { names } = decorateThen([path]);
      return { family, detail: `${printPath(path)} = ${JSON.stringify(value)?.slice(0, 40)}`, text: serialize(base), decorated: names };
    }
    case 'deep-nesting': {
      const kind = random.pick(['array', 'object'] as const);
      const room = target.maxBodyBytes - byteLength(serialize(base)) - 256;
      const depth = Math.max(64, Math.min(random.int(500, 20_000), Math.floor(room / (kind === 'array' ? 2 : 6))));
      if (typedPaths.length === 0 || random.chance(0.15)) {
        // Arrays: a top level of nested objects would be an object, which a schema might accept.
        return { family, detail: `top level: array ${depth} deep`, text: deepText('array', depth), decorated: [] };
      }
      const path = random.pick(typedPaths);
      const original = valueAt(base, path);
      // Nested arrays where the original is not an array; nested objects where it is not an object.
      const nested = Array.isArray(original) ? 'object' : isObject(original) ? 'array' : kind;
      setAt(base, path, '\u2063fuzz-deep\u2063');
      const { names } = decorateThen([path]);
      const text = serialize(base).replace(DEEP_PLACEHOLDER, deepText(nested, depth));
      return { family, detail: `${printPath(path)} = ${nested} ${depth} deep`, text, decorated: names };
    }
    case 'missing-required': {
      if (!chosen) return fallBack();
      const path = chosen;
      removeAt(base, path);
      const { names } = decorateThen();
      return { family, detail: `without ${printPath(path)}`, text: serialize(base), decorated: names };
    }
    case 'long-unicode': {
      const leaves = typedPaths.filter((path) => typeof valueAt(base, path) === 'string');
      if (leaves.length === 0) return { family, detail: 'top level string', text: serialize(longUnicode(random)), decorated: [] };
      const path = random.pick(leaves);
      const value = longUnicode(random);
      setAt(base, path, value);
      const { names } = decorateThen([path]);
      return { family, detail: `${printPath(path)} = ${value.length} code units`, text: serialize(base), decorated: names };
    }
    case 'nul-character':
    case 'unpaired-surrogate': {
      const bad = family === 'nul-character' ? random.pick(['\u0000', '\u0000\u0000', 'a\u0000b']) : random.pick(UNPAIRED);
      const { names } = decorateThen();
      const leaves = allStringLeaves(base);
      let detail: string;
      if (leaves.length > 0 && random.chance(0.75)) {
        const path = random.pick(leaves);
        setAt(base, path, insertAt(random, String(valueAt(base, path)), bad));
        detail = `in the value of ${printPath(path)}`;
      } else {
        // In a field name: JSON.stringify writes it as an escape, as an attacker would.
        defineOwn(base, `fuzz${bad}key`, 'value');
        detail = 'in a field name';
      }
      return { family, detail, text: serialize(base), decorated: names };
    }
    case 'proto-smuggling': {
      if (!chosen) return fallBack();
      const path = chosen;
      const key = String(path[path.length - 1]);
      const value = valueAt(base, path) ?? null;
      removeAt(base, path);
      const parent = valueAt(base, path.slice(0, -1));
      if (!isObject(parent)) throw new Error(`no object holds ${printPath(path)}`);
      // The required field offered only through keys that would reach a prototype if merged naively.
      const how = random.pick(['__proto__', 'constructor.prototype', 'prototype'] as const);
      const holder: JsonObject = {};
      defineOwn(holder, key, value);
      if (how === 'constructor.prototype') defineOwn(parent, 'constructor', { prototype: holder });
      else defineOwn(parent, how, holder);
      const { names } = decorateThen();
      return { family, detail: `${printPath(path)} only under ${how}`, text: serialize(base), decorated: names };
    }
    case 'oversized': {
      const { names } = decorateThen();
      const megabyte = occurrence % MEGABYTE_EVERY === 0;
      const goal = megabyte ? MEGABYTE + random.int(0, 4096) : target.maxBodyBytes + random.int(1, 8192);
      const unit = random.pick(['x', ' ', 'é', '😀', '漢']);
      const head = serialize({ ...base, fuzz_padding: '' });
      // Past the bound whatever else the body holds: the padding alone is longer than the body may be.
      const padding = unit.repeat(Math.ceil((goal - byteLength(head)) / byteLength(unit)) + 1);
      const text = serialize(Object.assign(base, { fuzz_padding: padding }));
      return { family, detail: `${byteLength(text)} bytes of ${JSON.stringify(unit)}`, text, decorated: names };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

const SCHEDULE: readonly Family[] = families.flatMap((family) => Array.from({ length: FAMILY_WEIGHTS[family] }, () => family));

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'text/plain; charset=iso-8859-1',
  '*/*',
  'application/\u00e9',
  'x'.repeat(1_000),
];

const BOM = Uint8Array.from([0xef, 0xbb, 0xbf]);

/** `count` invalid bodies for `target`, the same for the same seed. */
export function generateBodies(target: FuzzTarget, { seed, count }: { seed: string; count: number }): FuzzBody[] {
  if (target.examples.length === 0) throw new Error('a fuzz target needs at least one example');
  const random = new Random(seed);
  const known = knownKeys(target);
  // The field-by-field families take every field of every example in turn, so none is left out.
  const everyTyped = target.examples.flatMap((example) => pathsOf(example.body, example.loose ?? []).map((path) => ({ example, path })));
  const everyRequired = target.examples.flatMap((example) => example.required.map((path) => ({ example, path: parsePath(path) })));
  const rotations: Partial<Record<Family, Start[]>> = { 'wrong-type': everyTyped, 'missing-required': everyRequired, 'proto-smuggling': everyRequired };
  const seen = new Map<Family, number>();
  const bodies: FuzzBody[] = [];
  for (let index = 0; index < count; index += 1) {
    const scheduled = SCHEDULE[index % SCHEDULE.length] as Family;
    const occurrence = seen.get(scheduled) ?? 0;
    seen.set(scheduled, occurrence + 1);
    const rotation = rotations[scheduled] ?? [];
    const start = rotation.length > 0 ? (rotation[occurrence % rotation.length] as Start) : { example: random.pick(target.examples) };
    const made = makeDefect(scheduled, random, start, target, known, occurrence);
    const decorations = [...made.decorated];
    let bytes = made.bytes ?? encoder.encode(made.text ?? '');
    // A BOM alone would be stripped by the decoder; it rides on a defect like every decoration.
    if (random.chance(0.08)) {
      decorations.push('bom');
      bytes = concatBytes(BOM, bytes);
    }
    let contentType: string | null | undefined;
    if (random.chance(0.08)) {
      contentType = random.pick(CONTENT_TYPES);
      decorations.push(`content-type ${JSON.stringify(contentType)?.slice(0, 40)}`);
    }
    bodies.push({ index, family: made.family, decorations, detail: made.detail, bytes, ...(contentType !== undefined ? { contentType } : {}) });
  }
  return bodies;
}

/** A few characters of a body for a failure message; long bodies are cut. */
export function preview(bytes: Uint8Array, max = 160): string {
  const text = new TextDecoder().decode(bytes.subarray(0, max * 4));
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
