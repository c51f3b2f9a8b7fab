/**
 * PostgREST's URL grammar (PostgREST.ApiRequest.QueryParams), as a pure parser: select, filters,
 * and/or logic trees, order, limit/offset, columns and on_conflict. Errors are PGRST100 with the
 * message shape PostgREST's Parsec parser gives: `"failed to parse order (x.up)" (line 1, column 3)`.
 */
import { notEmbedded, parseError, RestError } from './errors.ts';
import { jsonDepthExceededAt, MAX_JSON_DEPTH } from './parse-body.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an array index when `index` is true. */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias: string | null; cast: string | null }
  | { kind: 'relation'; name: string; alias: string | null; spread: boolean };

export const SIMPLE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
} as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

/** Operators that take a quantifier, as in `like(any).{a*,b*}`. */
const QUANTIFIABLE = new Set<SimpleOperator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string; quantifier: 'any' | 'all' | null }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; operator: FtsOperator; language: string | null; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: LogicTree[] };

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface QueryParams {
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters without an operator: a function's arguments on GET /rpc/<fn>. */
  rpcArgs: [string, string][];
  /** The query string sorted by name, for Content-Location. */
  canonical: string;
}

/** A position in one input, able to fail the way PostgREST reports a parse error. */
class Cursor {
  pos = 0;
  constructor(
    readonly input: string,
    readonly what: string,
    readonly shown: string = input,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(ahead = 0): string {
    return this.input.charAt(this.pos + ahead);
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(details: string, at = this.pos): never {
    throw parseError(this.what, this.shown, at + 1, details);
  }

  unexpected(expecting: string, at = this.pos): never {
    const found = at >= this.input.length ? 'end of input' : JSON.stringify(this.input.charAt(at));
    return this.fail(`unexpected ${found} expecting ${expecting}`, at);
  }

  expect(text: string, expecting = JSON.stringify(text)): void {
    if (!this.startsWith(text)) this.unexpected(expecting);
    this.pos += text.length;
  }

  expectEnd(expecting: string): void {
    if (!this.done) this.unexpected(expecting);
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/**
 * How deep `and=`/`or=` trees and embedded `select=` resources may nest. The product's deepest is 1 (the
 * inbox search, `or=(name.ilike…,email.ilike…,company.ilike…)`); each level costs a few stack frames here
 * and in build-sql.ts, and about 3,000 overflowed Node's stack (a 500). PostgREST has no such cap.
 */
export const MAX_NESTING_DEPTH = 64;

function tooDeep(cursor: Cursor): never {
  return cursor.fail(`nested deeper than ${MAX_NESTING_DEPTH} levels`);
}

function parseQuoted(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  for (;;) {
    if (cursor.done) cursor.unexpected('"\\""');
    const char = cursor.peek();
    if (char === '"') break;
    if (char === '\\') {
      cursor.pos += 1;
      if (cursor.done) cursor.unexpected('any character');
    }
    value += cursor.peek();
    cursor.pos += 1;
  }
  cursor.pos += 1;
  return value;
}

/** A column, alias or key: `"quoted"`, or letters, digits, `_`, ` ` and `$` joined by single dashes. */
function parseFieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return parseQuoted(cursor);
  const parts: string[] = [];
  for (;;) {
    const start = cursor.pos;
    while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.pos += 1;
    if (cursor.pos === start) cursor.unexpected('field name (* or [a..z0..9_$])');
    parts.push(cursor.input.slice(start, cursor.pos).trim());
    if (cursor.peek() === '-' && cursor.peek(1) !== '>') {
      cursor.pos += 1;
      continue;
    }
    return parts.join('-');
  }
}

function parseIdentifier(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.pos += 1;
  if (cursor.pos === start) cursor.unexpected('letter or digit');
  return cursor.input.slice(start, cursor.pos).trim();
}

function parseJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (cursor.startsWith('->')) {
    const arrow = cursor.startsWith('->>') ? '->>' : '->';
    cursor.pos += arrow.length;
    const index = /^-?\d+/.exec(cursor.input.slice(cursor.pos))?.[0];
    const after = cursor.pos + (index?.length ?? 0);
    const endsThere = ['->', '::', '.', ','].some((end) => cursor.input.startsWith(end, after)) || after >= cursor.input.length;
    if (index !== undefined && endsThere) {
      cursor.pos = after;
      steps.push({ arrow, key: String(Number.parseInt(index, 10)), index: true });
    } else {
      steps.push({ arrow, key: parseFieldName(cursor), index: false });
    }
  }
  return steps;
}

function parseField(cursor: Cursor): Field {
  cursor.skipSpaces();
  const name = parseFieldName(cursor);
  const jsonPath = parseJsonPath(cursor);
  cursor.skipSpaces();
  return { name, jsonPath };
}

// select ------------------------------------------------------------------------------------------

function parseEmbedParams(cursor: Cursor): void {
  for (let i = 0; i < 2 && cursor.peek() === '!'; i += 1) {
    cursor.pos += 1;
    parseFieldName(cursor);
  }
}

function parseSelectItem(cursor: Cursor, depth: number): SelectItem {
  cursor.skipSpaces();
  const itemEnd = () => {
    cursor.skipSpaces();
    if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.unexpected('"->>", "->", "::", ")", "," or end of input');
  };
  if (cursor.startsWith('..')) {
    cursor.pos += 2;
    const name = parseFieldName(cursor);
    parseEmbedParams(cursor);
    parseInnerForest(cursor, depth);
    return { kind: 'relation', name, alias: null, spread: true };
  }
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    itemEnd();
    return { kind: 'star' };
  }
  let name = parseFieldName(cursor);
  let alias: string | null = null;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = name;
    name = parseFieldName(cursor);
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    parseEmbedParams(cursor);
    parseInnerForest(cursor, depth);
    return { kind: 'relation', name, alias, spread: false };
  }
  const jsonPath = parseJsonPath(cursor);
  let cast: string | null = null;
  if (cursor.startsWith('::')) {
    cursor.pos += 2;
    cast = parseIdentifier(cursor);
  }
  itemEnd();
  return { kind: 'field', field: { name, jsonPath }, alias, cast };
}

function parseForest(cursor: Cursor, depth: number): SelectItem[] {
  const items = [parseSelectItem(cursor, depth)];
  cursor.skipSpaces();
  while (cursor.peek() === ',') {
    cursor.pos += 1;
    items.push(parseSelectItem(cursor, depth));
    cursor.skipSpaces();
  }
  return items;
}

function parseInnerForest(cursor: Cursor, depth: number): void {
  if (depth >= MAX_NESTING_DEPTH) tooDeep(cursor);
  cursor.expect('(');
  parseForest(cursor, depth + 1);
  cursor.expect(')', '")" or ","');
}

/** `select=` → the items; embedded resources are parsed (so their syntax is checked) but answered by the planner. */
export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, 'select parameter');
  const items = parseForest(cursor, 0);
  cursor.expectEnd('"," or end of input');
  return items;
}

// filters -----------------------------------------------------------------------------------------

function parseListValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(parseListElement(cursor));
    if (cursor.peek() !== ',') break;
    cursor.pos += 1;
  }
  cursor.skipSpaces();
  cursor.expect(')', '")" or ","');
  cursor.skipSpaces();
  return values;
}

function isValueEnd(char: string): boolean {
  return char === '' || char === ',' || char === ')';
}

/** A quoted value that the element ends after (`"a,b"`, then `,`, `)` or the end), else null with the cursor where it was. */
function parseQuotedElement(cursor: Cursor): string | null {
  if (cursor.peek() !== '"') return null;
  const start = cursor.pos;
  const quoted = parseQuoted(cursor);
  if (isValueEnd(cursor.peek())) return quoted;
  cursor.pos = start;
  return null;
}

/** Everything up to `,`, `)` or the end, as it stands. */
function parseBareElement(cursor: Cursor): string {
  const start = cursor.pos;
  while (!isValueEnd(cursor.peek())) cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}

function parseListElement(cursor: Cursor): string {
  return parseQuotedElement(cursor) ?? parseBareElement(cursor);
}

/** A value inside and=()/or=(): quoted, a `{…}` array literal, or everything up to `,` or `)`. */
function parseLogicValue(cursor: Cursor): string {
  const quoted = parseQuotedElement(cursor);
  if (quoted !== null) return quoted;
  if (cursor.peek() === '{') {
    // PostgREST's pPgArray: `{`, anything but braces, `}`. Stopping at the next brace of either kind keeps a
    // list of unclosed `{` values linear (searching for `}` from each one was quadratic).
    let end = cursor.pos + 1;
    while (end < cursor.input.length && cursor.input[end] !== '{' && cursor.input[end] !== '}') end += 1;
    if (cursor.input[end] === '}') {
      const literal = cursor.input.slice(cursor.pos, end + 1);
      cursor.pos = end + 1;
      return literal;
    }
  }
  return parseBareElement(cursor);
}

function restOfInput(cursor: Cursor): string {
  const value = cursor.input.slice(cursor.pos);
  cursor.pos = cursor.input.length;
  return value;
}

function isFtsOperator(name: string): name is FtsOperator {
  return Object.hasOwn(FTS_OPERATORS, name);
}

function isSimpleOperator(name: string): name is SimpleOperator {
  return Object.hasOwn(SIMPLE_OPERATORS, name);
}

function likePattern(operator: SimpleOperator, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
}

function parseOperation(cursor: Cursor, parseValue: (cursor: Cursor) => string): { negate: boolean; operation: Operation } {
  let negate = false;
  if (cursor.startsWith('not.')) {
    negate = true;
    cursor.pos += 4;
  }
  if (cursor.startsWith('in.')) {
    cursor.pos += 3;
    return { negate, operation: { kind: 'in', values: parseListValue(cursor) } };
  }
  if (cursor.startsWith('is.')) {
    cursor.pos += 3;
    const value = /^(null|unknown|true|false)/i.exec(cursor.input.slice(cursor.pos))?.[0];
    if (!value) cursor.unexpected('null or trilean value (unknown, true, false)');
    cursor.pos += value.length;
    return { negate, operation: { kind: 'is', value: value.toLowerCase() as 'null' | 'true' | 'false' | 'unknown' } };
  }
  const rest = cursor.input.slice(cursor.pos);
  const ftsName = /^[^.(]*/.exec(rest)?.[0] ?? '';
  if (isFtsOperator(ftsName)) {
    cursor.pos += ftsName.length;
    let language: string | null = null;
    if (cursor.peek() === '(') {
      cursor.pos += 1;
      language = parseIdentifier(cursor);
      cursor.expect(')');
    }
    cursor.expect('.', 'delimiter (.)');
    return { negate, operation: { kind: 'fts', operator: ftsName, language, value: parseValue(cursor) } };
  }
  const dot = rest.indexOf('.');
  if (dot === -1) {
    cursor.pos = cursor.input.length;
    cursor.unexpected('delimiter (.)');
  }
  const operatorText = rest.slice(0, dot);
  cursor.pos += dot + 1;
  const quantified = /^(\w+)\((any|all)\)$/.exec(operatorText);
  const name = quantified?.[1] ?? operatorText;
  if (!isSimpleOperator(name) || (quantified && !QUANTIFIABLE.has(name))) {
    cursor.fail(`unknown single value operator ${operatorText}`);
  }
  const value = likePattern(name, parseValue(cursor));
  const quantifier = quantified ? (quantified[2] as 'any' | 'all') : null;
  return { negate, operation: { kind: 'simple', operator: name, value, quantifier } };
}

/** A filter's value, e.g. `not.in.(a,"b,c")`, for the column named by the parameter. */
export function parseFilter(field: Field, value: string): Filter {
  const cursor = new Cursor(value, 'filter');
  const { negate, operation } = parseOperation(cursor, restOfInput);
  cursor.expectEnd('end of input');
  return { field, negate, operation };
}

/** A filter parameter's name: a column with an optional json path; dots would name an embedded resource. */
export function parseFilterKey(key: string): { embedPath: string[]; field: Field } {
  const cursor = new Cursor(key, 'tree path');
  const names = [parseFieldName(cursor)];
  while (cursor.peek() === '.') {
    cursor.pos += 1;
    names.push(parseFieldName(cursor));
  }
  const jsonPath = parseJsonPath(cursor);
  cursor.expectEnd('"->>", "->", delimiter (.) or end of input');
  const name = names.pop() ?? '';
  return { embedPath: names, field: { name, jsonPath } };
}

function parseLogicNode(cursor: Cursor, depth: number): LogicTree {
  cursor.skipSpaces();
  const negated = cursor.startsWith('not.');
  const afterNot = cursor.pos + (negated ? 4 : 0);
  const logic = /^(and|or)\(/.exec(cursor.input.slice(afterNot));
  if (logic) {
    cursor.pos = afterNot + (logic[1]?.length ?? 0);
    return { kind: 'logic', operator: logic[1] as 'and' | 'or', negate: negated, children: parseLogicChildren(cursor, depth + 1) };
  }
  const field = parseField(cursor);
  cursor.expect('.', 'delimiter (.)');
  const { negate, operation } = parseOperation(cursor, parseLogicValue);
  cursor.skipSpaces();
  return { kind: 'filter', filter: { field, negate, operation } };
}

/** `depth` counts the parameter's own list as 1. */
function parseLogicChildren(cursor: Cursor, depth: number): LogicTree[] {
  if (depth > MAX_NESTING_DEPTH) tooDeep(cursor);
  cursor.skipSpaces();
  cursor.expect('(');
  const children = [parseLogicNode(cursor, depth)];
  while (cursor.peek() === ',') {
    cursor.pos += 1;
    children.push(parseLogicNode(cursor, depth));
  }
  cursor.skipSpaces();
  cursor.expect(')', '")" or ","');
  cursor.skipSpaces();
  return children;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: `operator` is the parameter's name (or, and). */
export function parseLogicTree(operator: 'and' | 'or', negate: boolean, value: string): LogicTree {
  // PostgREST parses the parameter's name glued to its value, so columns count from the operator.
  const cursor = new Cursor(`${operator}${value}`, 'logic tree', value);
  cursor.pos = operator.length;
  const children = parseLogicChildren(cursor, 1);
  cursor.expectEnd('end of input');
  return { kind: 'logic', operator, negate, children };
}

// order -------------------------------------------------------------------------------------------

export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const field = parseField(cursor);
    if (cursor.peek() === '(') cursor.unexpected('"->>", "->", delimiter (.), "," or end of input');
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (cursor.peek() === '.') {
      const wordStart = cursor.pos + 1;
      const word = /^[a-z]*/i.exec(cursor.input.slice(wordStart))?.[0] ?? '';
      if (!direction && !nulls && (word === 'asc' || word === 'desc')) direction = word;
      else if (!nulls && (word === 'nullsfirst' || word === 'nullslast')) nulls = word === 'nullsfirst' ? 'first' : 'last';
      else if (direction || nulls) {
        if (nulls) cursor.unexpected('"," or end of input', cursor.pos);
        cursor.unexpected('"nullsfirst" or "nullslast"', wordStart);
      } else cursor.unexpected('"asc", "desc", "nullsfirst" or "nullslast"', wordStart);
      cursor.pos = wordStart + word.length;
    }
    cursor.skipSpaces();
    terms.push({ field, direction, nulls });
    if (cursor.done) return terms;
    if (cursor.peek() !== ',') cursor.unexpected(nulls ? '"," or end of input' : 'delimiter (.), "," or end of input');
    cursor.pos += 1;
  }
}

/** `columns=` and `on_conflict=`: field names separated by commas. */
export function parseColumnList(input: string, what: 'columns' | 'on_conflict'): string[] {
  const cursor = new Cursor(input, `${what} parameter`);
  const names: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    names.push(parseFieldName(cursor));
    cursor.skipSpaces();
    if (cursor.done) return names;
    if (cursor.peek() !== ',') cursor.unexpected('"," or end of input');
    cursor.pos += 1;
  }
}

// the whole query string --------------------------------------------------------------------------

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** PostgREST's test for "this value is a filter, not a function argument". */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not' && parts.length > 1) return true;
  if (first === 'is' || first === 'in') return true;
  const name = first.replace(/\((any|all)\)$/, '');
  if (isSimpleOperator(name) || isFtsOperator(name)) return true;
  return isFtsOperator(value.split('(')[0] ?? '') && value.includes('(');
}

function parseNonNegativeInteger(name: 'limit' | 'offset', value: string): number {
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number.parseInt(value, 10);
  if (name === 'limit' && /^-\d+$/.test(value)) {
    throw new RestError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
    });
  }
  const cursor = new Cursor(value, `${name} parameter`);
  const bad = value.search(/\D/);
  if (bad === -1) return cursor.fail('number out of range', 0);
  return cursor.unexpected('digit', bad);
}

/**
 * Splits a request's query string into PostgREST's parts. With `rpc`, parameters without an operator
 * are the function's arguments; on tables they are parsed as filters, so a typo is a 400, not ignored.
 */
export function parseQueryParams(search: URLSearchParams, { rpc }: { rpc: boolean }): QueryParams {
  const result: QueryParams = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
    rpcArgs: [],
    canonical: '',
  };
  const entries = [...search.entries()].filter(([name]) => name !== 'apikey');
  result.canonical = new URLSearchParams([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  for (const [name, value] of entries) {
    if (value === '') continue;
    // A value Postgres reads as json or jsonb (a filter on such a column, a GET rpc argument) is held to the
    // body's depth: PGlite's JSON parser fails with a 500 past a few thousand levels, which a URL can hold.
    const tooDeepAt = jsonDepthExceededAt(value, MAX_JSON_DEPTH);
    if (tooDeepAt !== -1) {
      const what = RESERVED_EMBEDDABLE.has(name.split('.').pop() ?? '') ? 'logic tree' : 'filter';
      throw parseError(what, value, tooDeepAt + 1, `nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    if (name === 'select') result.select = parseSelect(value);
    else if (name === 'columns') result.columns = parseColumnList(value, 'columns');
    else if (name === 'on_conflict') result.onConflict = parseColumnList(value, 'on_conflict');
    else if (RESERVED.has(name)) continue;
    else if (RESERVED_EMBEDDABLE.has(name.split('.').pop() ?? '')) parseModifier(result, name, value);
    else {
      const isEmbedPath = name.includes('.');
      if (rpc && !isEmbedPath && !hasOperator(value)) {
        result.rpcArgs.push([name, value]);
        continue;
      }
      const { embedPath, field } = parseFilterKey(name);
      if (embedPath[0] !== undefined) throw notEmbedded(embedPath[0]);
      result.filters.push(parseFilter(field, value));
    }
  }
  return result;
}

function parseModifier(result: QueryParams, name: string, value: string): void {
  const path = name.split('.');
  const keyword = path.pop() ?? '';
  const negate = path[path.length - 1] === 'not' && (keyword === 'and' || keyword === 'or');
  if (negate) path.pop();
  if (path[0] !== undefined) throw notEmbedded(path[0]);
  if (keyword === 'and' || keyword === 'or') result.logic.push(parseLogicTree(keyword, negate, value));
  else if (keyword === 'order') result.order = parseOrder(value);
  else if (keyword === 'limit') result.limit = parseNonNegativeInteger('limit', value);
  else if (keyword === 'offset') result.offset = parseNonNegativeInteger('offset', value);
}
