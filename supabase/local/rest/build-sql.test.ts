import { describe, expect, it } from 'vitest';
import { arrayLiteral, buildCall, buildInsert, buildRead, buildUpdate, MAX_SELECTED_COLUMNS, quoteIdent, type Shape } from './build-sql.ts';
import { RestError } from './errors.ts';
import { parseLogicTree, parseOrder, parseSelect, parseFilter } from './parse-query.ts';
import type { FunctionInfo, TableInfo } from './schema-cache.ts';

const leads: TableInfo = {
  name: 'leads',
  primaryKey: ['id'],
  columns: new Map(
    (
      [
        ['id', 'uuid', 'gen_random_uuid()'],
        ['name', 'text', null],
        ['status', 'text', "'New'::text"],
        ['details', 'jsonb', "'{}'::jsonb"],
      ] as const
    ).map(([name, type, defaultExpression]) => [name, { name, type, defaultExpression }]),
  ),
};

const options = { media: { shape: 'array', stripNulls: false }, count: false, castTypes: new Map([['text', 'text']]) } as const;

function shape(overrides: Partial<Shape> = {}): Shape {
  return { select: [{ kind: 'star' }], filters: [], logic: [], order: [], range: { offset: 0, limit: null }, ...overrides };
}

describe('identifiers and values', () => {
  it('quotes identifiers and builds array literals for in()', () => {
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
    expect(arrayLiteral(['a', 'b,c', 'd"e', 'f\\g'])).toBe('{"a","b,c","d\\"e","f\\\\g"}');
  });
});

describe('reads', () => {
  it('binds every value and only splices known, quoted names', () => {
    const built = buildRead(
      leads,
      shape({
        select: parseSelect('id,label:name,details->>source'),
        filters: [parseFilter({ name: 'status', jsonPath: [] }, "eq.New'; drop table leads; --")],
        logic: [parseLogicTree('or', false, '(name.ilike.*ann*,status.in.(Client,Lost))')],
        order: parseOrder('name.desc.nullslast'),
        range: { offset: 20, limit: 10 },
      }),
      { ...options, count: true },
    );
    expect(built.params).toEqual(["New'; drop table leads; --", '%ann%', '{"Client","Lost"}', 'source']);
    expect(built.sql).not.toContain('drop table');
    expect(built.sql).toContain('"leads"."name" as "label", "leads"."details" ->> $4::text as "source"');
    expect(built.sql).toContain('where "leads"."status" = $1 and ("leads"."name" ilike $2 or "leads"."status" = any($3))');
    expect(built.sql).toContain('order by "leads"."name" desc nulls last limit 10 offset 20');
    expect(built.sql).toContain('(select pg_catalog.count(*) from "public"."leads" as "leads" where');
    expect(built.sql).toContain(`coalesce(json_agg(t), '[]')::text as body`);
  });

  it('refuses unknown columns with Postgres\'s 42703', () => {
    try {
      buildRead(leads, shape({ order: parseOrder('nope') }), options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).body).toMatchObject({ code: '42703', message: 'column leads.nope does not exist' });
      expect((error as RestError).schemaMiss).toBe(true);
    }
  });

  it('builds a select of as many columns as a row holds, and refuses one more with PGRST100 (PostgreSQL would fail with 54011)', () => {
    const columns = (count: number) => parseSelect(Array.from({ length: count }, (_, index) => `c${index}:id`).join(','));
    expect(() => buildRead(leads, shape({ select: columns(MAX_SELECTED_COLUMNS) }), options)).not.toThrow();
    expect(() => buildRead(leads, shape({ select: columns(MAX_SELECTED_COLUMNS + 1) }), options)).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ code: 'PGRST100' }) }),
    );
  });

  it('answers embedded resources with PGRST200 rather than failing later', () => {
    expect(() => buildRead(leads, shape({ select: parseSelect('*,users(*)') }), options)).toThrow(
      "Could not find a relationship between 'leads' and 'users' in the schema cache",
    );
  });
});

describe('writes', () => {
  it('inserts through the table\'s row type, with column defaults for missing=default', () => {
    const built = buildInsert(
      leads,
      { body: '[{"name":"Ann"}]', columns: ['name', 'status'], onConflict: null, resolution: null, missingDefault: true },
      shape(),
      { ...options, returning: 'representation' },
    );
    expect(built.sql).toContain('jsonb_populate_recordset(null::"public"."leads", (select rows from pgrst_rows_with_defaults))');
    expect(built.sql).toContain(`jsonb_build_object($2::text, ('New'::text))`);
    expect(built.sql).toContain('returning "leads".*');
    expect(built.params).toEqual(['[{"name":"Ann"}]', 'status']);
  });

  it('upserts on the primary key unless on_conflict names other columns', () => {
    const built = buildInsert(
      leads,
      { body: '{"id":"x","name":"Ann"}', columns: ['id', 'name'], onConflict: null, resolution: 'merge-duplicates', missingDefault: false },
      shape(),
      { ...options, returning: 'minimal' },
    );
    expect(built.sql).toContain('on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name" returning 1');
  });

  it('refuses a body column the table does not have with PGRST204', () => {
    expect(() =>
      buildUpdate(leads, { body: '{"bogus":1}', bodyIsArray: false, columns: ['bogus'] }, shape(), { ...options, returning: 'minimal' }),
    ).toThrow("Could not find the 'bogus' column of 'leads' in the schema cache");
  });
});

describe('function calls', () => {
  const counts: FunctionInfo = {
    name: 'lead_status_counts',
    parameters: [{ name: 'since', type: 'timestamp with time zone', hasDefault: true }],
    returnsSet: true,
    result: { kind: 'composite', columns: ['status', 'leads'] },
  };

  it('passes named arguments through jsonb_to_record in their declared types', () => {
    const built = buildCall(counts, { kind: 'named', json: '{"since":"2026-01-01"}', names: ['since'] }, shape({ order: parseOrder('leads.desc') }), options);
    expect(built.sql).toContain('jsonb_to_record($1::text::jsonb) as pgrst_args("since" timestamp with time zone)');
    expect(built.sql).toContain('"public"."lead_status_counts"("since" := pgrst_args."since")');
    expect(built.sql).toContain('order by "lead_status_counts"."leads" desc');
  });

  it('answers a scalar function with its value, not rows', () => {
    const add: FunctionInfo = { name: 'add', parameters: [], returnsSet: false, result: { kind: 'scalar', type: 'integer' } };
    const built = buildCall(add, { kind: 'named', json: '{}', names: [] }, shape(), options);
    expect(built.sql).toContain(`coalesce((json_agg(t."add") -> 0)::text, 'null')`);
  });
});
