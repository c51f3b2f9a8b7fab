/**
 * Pure SQL for PostgREST's plans, shaped like PostgREST's own queries: the rows come from a `pgrst_source`
 * CTE and Postgres builds the body (`coalesce(json_agg(t), '[]')`), so PGlite and PostgreSQL answer with the
 * same bytes. Every value is a bound parameter; an identifier is spliced only once found in the schema
 * cache (tables, columns, functions, types), always quoted. Each query returns one row:
 * `total` (text or null), `page_total` (text) and `body` (text or null).
 */
import { columnNotFound, noRelationship, RestError, undefinedColumn, undefinedType } from './errors.ts';
import {
  FTS_OPERATORS,
  SIMPLE_OPERATORS,
  type Field,
  type Filter,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './parse-query.ts';
import type { MediaType, RowRange } from './request-headers.ts';
import type { FunctionInfo, TableInfo } from './schema-cache.ts';

export interface BuiltQuery {
  sql: string;
  params: (string | null)[];
}

export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new RestError(400, { code: 'PGRST100', message: 'Identifiers may not contain NUL' });
  return `"${name.replaceAll('"', '""')}"`;
}

class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Rows a query reads from: a table (`from` is its name) or a function call's result (`from` is a CTE). */
export interface RowSource {
  /** How errors name it: `leads`. */
  label: string;
  /** SQL the rows come from. */
  from: string;
  /** The alias columns are qualified with. */
  alias: string;
  /** Column name → format_type(). */
  columns: ReadonlyMap<string, string>;
}

/** What a read or a returned representation should look like. */
export interface Shape {
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
}

export interface ResultOptions {
  media: MediaType;
  count: boolean;
  /** Resolved `::cast` names (schema cache `types`). */
  castTypes: ReadonlyMap<string, string | null>;
}

export function tableSource(table: TableInfo): RowSource {
  return {
    label: table.name,
    from: `"public".${quoteIdent(table.name)}`,
    alias: table.name,
    columns: new Map([...table.columns.values()].map((column) => [column.name, column.type])),
  };
}

function checkColumn(source: RowSource, name: string): void {
  if (!source.columns.has(name)) throw undefinedColumn(source.label, name);
}

function fieldSql(source: RowSource, field: Field, params: Params): string {
  checkColumn(source, field.name);
  let sql = `${quoteIdent(source.alias)}.${quoteIdent(field.name)}`;
  for (const step of field.jsonPath) sql += ` ${step.arrow} ${params.add(step.key)}::${step.index ? 'integer' : 'text'}`;
  return sql;
}

/** A PostgreSQL array literal of `values`, each element quoted, for `= any($n)`. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function filterSql(source: RowSource, filter: Filter, params: Params): string {
  const lhs = fieldSql(source, filter.field, params);
  const { operation } = filter;
  let sql: string;
  switch (operation.kind) {
    case 'simple': {
      const operator = SIMPLE_OPERATORS[operation.operator];
      sql = operation.quantifier
        ? `${lhs} ${operator} ${operation.quantifier}(${params.add(operation.value)})`
        : `${lhs} ${operator} ${params.add(operation.value)}`;
      break;
    }
    case 'in':
      sql =
        operation.values.length === 1 && operation.values[0] === ''
          ? 'false'
          : `${lhs} = any(${params.add(arrayLiteral(operation.values))})`;
      break;
    case 'is':
      sql = `${lhs} is ${operation.value}`;
      break;
    case 'fts': {
      const language = operation.language === null ? '' : `${params.add(operation.language)}::regconfig, `;
      const isVector = filter.field.jsonPath.length === 0 && source.columns.get(filter.field.name) === 'tsvector';
      const vector = isVector ? lhs : `to_tsvector(${language}${lhs})`;
      sql = `${vector} @@ ${FTS_OPERATORS[operation.operator]}(${language}${params.add(operation.value)})`;
      break;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

function logicSql(source: RowSource, tree: LogicTree, params: Params): string {
  if (tree.kind === 'filter') return filterSql(source, tree.filter, params);
  const joined = tree.children.map((child) => logicSql(source, child, params)).join(` ${tree.operator} `);
  return tree.negate ? `not (${joined})` : `(${joined})`;
}

function whereSql(source: RowSource, shape: Pick<Shape, 'filters' | 'logic'>, params: Params): string {
  const conditions = [
    ...shape.filters.map((filter) => filterSql(source, filter, params)),
    ...shape.logic.map((tree) => logicSql(source, tree, params)),
  ];
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function orderSql(source: RowSource, order: OrderTerm[], params: Params): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    let sql = fieldSql(source, term.field, params);
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function rangeSql(range: RowRange): string {
  return `${range.limit === null ? '' : ` limit ${range.limit}`}${range.offset > 0 ? ` offset ${range.offset}` : ''}`;
}

function outputName(item: Extract<SelectItem, { kind: 'field' }>): string {
  if (item.alias !== null) return item.alias;
  const keys = item.field.jsonPath.filter((step) => !step.index);
  return keys[keys.length - 1]?.key ?? item.field.name;
}

/**
 * PostgreSQL's cap on the columns of one row (MaxTupleAttributeNumber). Past it the database fails with
 * 54011, which PostgREST answers 500 ("too complex"); the stand-in refuses it as the client's mistake, with
 * a 400, before any SQL: a hostile request never makes this backend answer 5xx (issue 43).
 */
export const MAX_SELECTED_COLUMNS = 1664;

function selectedColumnCount(source: RowSource, select: SelectItem[]): number {
  return select.reduce((count, item) => count + (item.kind === 'star' ? source.columns.size : 1), 0);
}

function selectListSql(source: RowSource, select: SelectItem[], castTypes: ReadonlyMap<string, string | null>, params: Params): string {
  const count = selectedColumnCount(source, select);
  if (count > MAX_SELECTED_COLUMNS) {
    throw new RestError(400, {
      code: 'PGRST100',
      message: `"failed to parse select parameter" (the select names ${count} columns)`,
      details: `a row holds at most ${MAX_SELECTED_COLUMNS} columns`,
    });
  }
  return select
    .map((item) => {
      if (item.kind === 'star') return `${quoteIdent(source.alias)}.*`;
      if (item.kind === 'relation') throw noRelationship(source.label, item.name);
      let sql = fieldSql(source, item.field, params);
      if (item.cast !== null) {
        const type = castTypes.get(item.cast);
        if (!type) throw undefinedType(item.cast);
        sql = `cast(${sql} as ${type})`;
      }
      return `${sql} as ${quoteIdent(outputName(item))}`;
    })
    .join(', ');
}

/** The response body: an array of rows, or the first row for vnd.pgrst.object+json. */
function bodySql(media: MediaType, rows: string): string {
  const aggregate = media.stripNulls ? `json_strip_nulls(json_agg(${rows}))` : `json_agg(${rows})`;
  return media.shape === 'object' ? `coalesce((${aggregate} -> 0)::text, 'null')` : `coalesce(${aggregate}, '[]')::text`;
}

/** The casts a select uses, so the caller can resolve them before building. */
export function castNames(select: SelectItem[]): string[] {
  return select.flatMap((item) => (item.kind === 'field' && item.cast !== null ? [item.cast] : []));
}

/** GET on a table or view, and the read half of a function call whose result has columns. */
function readFrom(source: RowSource, shape: Shape, options: ResultOptions, params: Params, ctes: string[] = []): string {
  const where = whereSql(source, shape, params);
  const from = `${source.from} as ${quoteIdent(source.alias)}`;
  const selected = selectListSql(source, shape.select, options.castTypes, params);
  const page = `select ${selected} from ${from}${where}${orderSql(source, shape.order, params)}${rangeSql(shape.range)}`;
  const total = options.count ? `(select pg_catalog.count(*) from ${from}${where})::text` : 'null::text';
  return (
    `with ${[...ctes, `pgrst_source as (${page})`].join(', ')} ` +
    `select ${total} as total, pg_catalog.count(*)::text as page_total, ${bodySql(options.media, 't')} as body ` +
    `from pgrst_source as t`
  );
}

export function buildRead(table: TableInfo, shape: Shape, options: ResultOptions): BuiltQuery {
  const params = new Params();
  const sql = readFrom(tableSource(table), shape, options, params);
  return { sql, params: params.values };
}

// writes ------------------------------------------------------------------------------------------

export type ReturnMode = 'representation' | 'minimal' | 'headers-only';

export interface WriteOptions extends ResultOptions {
  returning: ReturnMode;
}

function checkWritableColumns(table: TableInfo, columns: readonly string[]): void {
  for (const column of columns) if (!table.columns.has(column)) throw columnNotFound(table.name, column);
}

/** The final select over `pgrst_source` (the written rows): representation, primary key only, or nothing. */
function writeResult(table: TableInfo, mutation: string, shape: Shape, options: WriteOptions, params: Params, ctes: string[]): string {
  const source = { ...tableSource(table), from: 'pgrst_source' };
  const head = `with ${[...ctes, `pgrst_source as (${mutation})`].join(', ')} `;
  if (options.returning === 'minimal') {
    return `${head}select null::text as total, pg_catalog.count(*)::text as page_total, null::text as body from pgrst_source`;
  }
  const select: SelectItem[] =
    options.returning === 'headers-only'
      ? table.primaryKey.map((name) => ({ kind: 'field', field: { name, jsonPath: [] }, alias: null, cast: null }))
      : shape.select;
  const media: MediaType = options.returning === 'headers-only' ? { shape: 'array', stripNulls: false } : options.media;
  const selected = select.length > 0 ? selectListSql(source, select, options.castTypes, params) : '';
  return (
    `${head}select null::text as total, pg_catalog.count(*)::text as page_total, ${bodySql(media, 't')} as body ` +
    `from (select ${selected} from pgrst_source as ${quoteIdent(table.name)}) as t`
  );
}

function returningSql(table: TableInfo, options: WriteOptions): string {
  return options.returning === 'minimal' ? ' returning 1' : ` returning ${quoteIdent(table.name)}.*`;
}

export interface InsertPlan {
  /** The request body as sent: an object or an array of objects. */
  body: string;
  columns: string[];
  onConflict: string[] | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
}

/**
 * POST: the body becomes rows of the table's own row type with jsonb_populate_recordset, so Postgres
 * coerces JSON to the column types; with `missing=default` absent keys take the column defaults first.
 */
export function buildInsert(table: TableInfo, plan: InsertPlan, shape: Shape, options: WriteOptions): BuiltQuery {
  checkWritableColumns(table, plan.columns);
  const conflictTarget = plan.onConflict ?? table.primaryKey;
  checkWritableColumns(table, conflictTarget);
  const params = new Params();
  const tableName = `"public".${quoteIdent(table.name)}`;
  const ctes = [
    `pgrst_payload as (select ${params.add(plan.body)}::text::jsonb as body)`,
    `pgrst_rows as (select case when jsonb_typeof(body) = 'array' then body else jsonb_build_array(body) end as rows from pgrst_payload)`,
  ];
  let rowsSql = '(select rows from pgrst_rows)';
  const defaults = plan.missingDefault
    ? plan.columns.flatMap((name) => {
        const expression = table.columns.get(name)?.defaultExpression;
        return expression ? [`${params.add(name)}::text, (${expression})`] : [];
      })
    : [];
  if (defaults.length > 0) {
    ctes.push(
      `pgrst_rows_with_defaults as (select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || element order by ordinal), '[]'::jsonb) as rows ` +
        `from pgrst_rows, jsonb_array_elements(pgrst_rows.rows) with ordinality as elements(element, ordinal))`,
    );
    rowsSql = '(select rows from pgrst_rows_with_defaults)';
  }
  let insert: string;
  if (plan.columns.length === 0) {
    // No keys at all: one row of defaults per element, as PostgREST does.
    insert = `insert into ${tableName} select from jsonb_array_elements(${rowsSql})`;
  } else {
    const columns = plan.columns.map(quoteIdent);
    insert =
      `insert into ${tableName} (${columns.join(', ')}) ` +
      `select ${columns.map((column) => `pgrst_body.${column}`).join(', ')} ` +
      `from jsonb_populate_recordset(null::${tableName}, ${rowsSql}) as pgrst_body`;
  }
  if (plan.resolution && conflictTarget.length > 0) {
    const target = conflictTarget.map(quoteIdent).join(', ');
    const updates = plan.columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
    insert +=
      plan.resolution === 'merge-duplicates' && updates.length > 0
        ? ` on conflict (${target}) do update set ${updates.join(', ')}`
        : ` on conflict (${target}) do nothing`;
  }
  const sql = writeResult(table, `${insert}${returningSql(table, options)}`, shape, options, params, ctes);
  return { sql, params: params.values };
}

/** Filters of PATCH and DELETE; with limit/offset, only the first rows in `order` (by ctid, as PostgREST). */
function mutationWhere(table: TableInfo, shape: Shape, params: Params): string {
  const source = tableSource(table);
  const where = whereSql(source, shape, params);
  if (shape.range.limit === null && shape.range.offset === 0) return where;
  const inner = `select ctid from "public".${quoteIdent(table.name)}${where}${orderSql(source, shape.order, params)}${rangeSql(shape.range)}`;
  return ` where ${quoteIdent(table.name)}.ctid = any(array(${inner}))`;
}

export interface UpdatePlan {
  body: string;
  /** PATCH with an array body uses its first element. */
  bodyIsArray: boolean;
  columns: string[];
}

export function buildUpdate(table: TableInfo, plan: UpdatePlan, shape: Shape, options: WriteOptions): BuiltQuery {
  checkWritableColumns(table, plan.columns);
  const params = new Params();
  const tableName = `"public".${quoteIdent(table.name)}`;
  let mutation: string;
  if (plan.columns.length === 0) {
    // Nothing to set: PostgREST answers with no rows, without touching the table (filters are still checked).
    whereSql(tableSource(table), shape, new Params());
    mutation = `select ${quoteIdent(table.name)}.* from ${tableName} where false`;
  } else {
    const body = `${params.add(plan.body)}::text::jsonb${plan.bodyIsArray ? ' -> 0' : ''}`;
    const assignments = plan.columns.map((name) => `${quoteIdent(name)} = pgrst_body.${quoteIdent(name)}`);
    mutation =
      `update ${tableName} set ${assignments.join(', ')} ` +
      `from jsonb_populate_record(null::${tableName}, ${body}) as pgrst_body` +
      `${mutationWhere(table, shape, params)}${returningSql(table, options)}`;
  }
  const sql = writeResult(table, mutation, shape, options, params, []);
  return { sql, params: params.values };
}

export function buildDelete(table: TableInfo, shape: Shape, options: WriteOptions): BuiltQuery {
  const params = new Params();
  const mutation = `delete from "public".${quoteIdent(table.name)}${mutationWhere(table, shape, params)}${returningSql(table, options)}`;
  const sql = writeResult(table, mutation, shape, options, params, []);
  return { sql, params: params.values };
}

// functions ---------------------------------------------------------------------------------------

export type CallArguments =
  /** Named arguments: a JSON object whose keys are parameter names. */
  | { kind: 'named'; json: string; names: string[] }
  /** The whole body as the one unnamed json/jsonb parameter. */
  | { kind: 'single'; json: string };

/**
 * POST/GET /rpc/<fn>: the arguments are read with jsonb_to_record into the parameters' types and passed
 * by name; the call runs once in `pgrst_call`, and filters, order and limits apply to its rows.
 */
export function buildCall(fn: FunctionInfo, args: CallArguments, shape: Shape, options: ResultOptions): BuiltQuery {
  const params = new Params();
  const functionName = `"public".${quoteIdent(fn.name)}`;
  const ctes: string[] = [];
  let call: string;
  let from = '';
  if (args.kind === 'single') {
    const parameter = fn.parameters[0];
    call = `${functionName}(${params.add(args.json)}::text::${parameter?.type ?? 'jsonb'})`;
  } else if (args.names.length === 0) {
    call = `${functionName}()`;
  } else {
    const byName = new Map(fn.parameters.map((parameter) => [parameter.name, parameter]));
    const definitions = args.names.map((name) => `${quoteIdent(name)} ${byName.get(name)?.type ?? 'text'}`);
    ctes.push(`pgrst_args as (select * from jsonb_to_record(${params.add(args.json)}::text::jsonb) as pgrst_args(${definitions.join(', ')}))`);
    call = `${functionName}(${args.names.map((name) => `${quoteIdent(name)} := pgrst_args.${quoteIdent(name)}`).join(', ')})`;
    from = ' from pgrst_args';
  }
  const alias = fn.name;
  if (fn.result.kind === 'void') {
    ctes.push(`pgrst_call as (select ${call}${from})`);
    const sql = `with ${ctes.join(', ')} select null::text as total, pg_catalog.count(*)::text as page_total, null::text as body from pgrst_call`;
    return { sql, params: params.values };
  }
  if (fn.result.kind === 'scalar') {
    ctes.push(`pgrst_call as (select ${call} as ${quoteIdent(alias)}${from})`);
    const source: RowSource = { label: fn.name, from: 'pgrst_call', alias, columns: new Map([[fn.name, fn.result.type]]) };
    const where = whereSql(source, shape, params);
    const page = `select * from pgrst_call as ${quoteIdent(alias)}${where}${orderSql(source, shape.order, params)}${rangeSql(shape.range)}`;
    const total = options.count ? `(select pg_catalog.count(*) from pgrst_call as ${quoteIdent(alias)}${where})::text` : 'null::text';
    const value = `t.${quoteIdent(alias)}`;
    const body = fn.returnsSet ? `coalesce(json_agg(${value}), '[]')::text` : `coalesce((json_agg(${value}) -> 0)::text, 'null')`;
    const sql =
      `with ${[...ctes, `pgrst_source as (${page})`].join(', ')} ` +
      `select ${total} as total, pg_catalog.count(*)::text as page_total, ${body} as body from pgrst_source as t`;
    return { sql, params: params.values };
  }
  ctes.push(`pgrst_call as (select pgrst_result.*${from ? `${from},` : ' from'} ${call} as pgrst_result)`);
  const source: RowSource = {
    label: fn.name,
    from: 'pgrst_call',
    alias,
    columns: new Map(fn.result.columns.map((column) => [column, ''])),
  };
  const media: MediaType = fn.returnsSet ? options.media : { ...options.media, shape: 'object' };
  const sql = readFrom(source, shape, { ...options, media }, params, ctes);
  return { sql, params: params.values };
}
