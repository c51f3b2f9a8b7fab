/**
 * What PostgREST knows about the exposed schema (`public`), read from pg_catalog: tables and views with
 * their columns, and functions with their parameters and results. Names from requests are looked up here
 * before they reach SQL; on a miss the service reloads once, so DDL applied while running is picked up.
 */
import type { Database, Queryable } from '../db/drivers.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `timestamp with time zone`. */
  type: string;
  /** The default expression as pg_get_expr() prints it, spliced for `Prefer: missing=default` as PostgREST does. */
  defaultExpression: string | null;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionParameter {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  | { kind: 'composite'; columns: string[] };

export interface FunctionInfo {
  name: string;
  parameters: FunctionParameter[];
  returnsSet: boolean;
  result: FunctionResult;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  /** Type names used in `::cast`, resolved with to_regtype() and printed by format_type(); null when unknown. */
  types: Map<string, string | null>;
}

interface CatalogTable {
  name: string;
  columns: { name: string; type: string; default: string | null }[];
  primary_key: string[];
}

interface CatalogFunction {
  name: string;
  returns_set: boolean;
  return_type: string;
  return_type_kind: string;
  is_void: boolean;
  composite_columns: string[] | null;
  default_count: number;
  args: { name: string; type: string; mode: string }[];
}

const TABLES_SQL = `
select coalesce(json_agg(json_build_object(
  'name', c.relname,
  'columns', (
    select coalesce(json_agg(json_build_object(
      'name', a.attname,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'default', pg_catalog.pg_get_expr(d.adbin, d.adrelid)
    ) order by a.attnum), '[]')
    from pg_catalog.pg_attribute a
    left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ),
  'primary_key', (
    select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary
  )
)), '[]')::text as tables
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', p.proname,
  'returns_set', p.proretset,
  'return_type', pg_catalog.format_type(p.prorettype, null),
  'return_type_kind', t.typtype,
  'is_void', p.prorettype = 'pg_catalog.void'::pg_catalog.regtype,
  'composite_columns', case when t.typtype = 'c' then (
    select json_agg(a.attname order by a.attnum) from pg_catalog.pg_attribute a
    where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
  ) end,
  'default_count', p.pronargdefaults,
  'args', (
    select coalesce(json_agg(json_build_object(
      'name', coalesce(p.proargnames[arg.ordinal], ''),
      'type', pg_catalog.format_type(arg.type_oid, null),
      'mode', coalesce(p.proargmodes[arg.ordinal]::text, 'i')
    ) order by arg.ordinal), '[]')
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(type_oid, ordinal)
  )
)), '[]')::text as functions
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type t on t.oid = p.prorettype
where n.nspname = 'public' and p.prokind = 'f'`;

function toFunctionInfo(row: CatalogFunction): FunctionInfo {
  const inputs = row.args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  const outputs = row.args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
  const firstDefaulted = inputs.length - row.default_count;
  const parameters = inputs.map((arg, index) => ({ name: arg.name, type: arg.type, hasDefault: index >= firstDefaulted }));
  let result: FunctionResult;
  if (row.is_void) result = { kind: 'void' };
  else if (row.composite_columns) result = { kind: 'composite', columns: row.composite_columns };
  else if (outputs.length > 1 || (outputs.length === 1 && row.return_type === 'record')) {
    result = { kind: 'composite', columns: outputs.map((arg) => arg.name) };
  } else if (row.return_type === 'record') result = { kind: 'composite', columns: [] };
  else result = { kind: 'scalar', type: row.return_type };
  return { name: row.name, parameters, returnsSet: row.returns_set, result };
}

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const [{ rows: tableRows }, { rows: functionRows }] = [
    await db.query<{ tables: string }>(TABLES_SQL),
    await db.query<{ functions: string }>(FUNCTIONS_SQL),
  ];
  const tables = new Map<string, TableInfo>();
  for (const table of JSON.parse(tableRows[0]?.tables ?? '[]') as CatalogTable[]) {
    tables.set(table.name, {
      name: table.name,
      columns: new Map(table.columns.map((column) => [column.name, { name: column.name, type: column.type, defaultExpression: column.default }])),
      primaryKey: table.primary_key,
    });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of JSON.parse(functionRows[0]?.functions ?? '[]') as CatalogFunction[]) {
    functions.set(row.name, [...(functions.get(row.name) ?? []), toFunctionInfo(row)]);
  }
  return { tables, functions, types: new Map() };
}

/** One cache per database; concurrent requests share a load in flight. */
export class SchemaCacheStore {
  private readonly caches = new WeakMap<Database, Promise<SchemaCache>>();

  get(db: Database): Promise<SchemaCache> {
    return this.caches.get(db) ?? this.reload(db);
  }

  reload(db: Database): Promise<SchemaCache> {
    const loading = loadSchemaCache(db);
    this.caches.set(db, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => this.caches.delete(db));
    return loading;
  }

  /** Resolves the `::cast` type names of a request (only names PostgREST's grammar allows reach here). */
  async resolveTypes(db: Database, cache: SchemaCache, names: Iterable<string>): Promise<void> {
    for (const name of names) {
      if (cache.types.has(name)) continue;
      let type: string | null = null;
      try {
        const { rows } = await db.query<{ type: string | null }>(
          'select pg_catalog.format_type(pg_catalog.to_regtype($1), null) as type',
          [name],
        );
        type = rows[0]?.type ?? null;
      } catch {
        // Before Postgres 16, to_regtype() raises on a name it cannot parse: that is an unknown type too.
      }
      cache.types.set(name, type);
    }
  }
}
