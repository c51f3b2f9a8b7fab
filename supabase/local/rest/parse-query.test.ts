import { describe, expect, it } from 'vitest';
import { thrownError } from '../test-kit.ts';
import { RestError } from './errors.ts';
import { hasOperator, MAX_NESTING_DEPTH, parseFilter, parseLogicTree, parseOrder, parseQueryParams, parseSelect } from './parse-query.ts';

const column = (name: string) => ({ name, jsonPath: [] });

describe('select', () => {
  it('reads columns, aliases, casts and json paths', () => {
    expect(parseSelect('id,full_name:name,created_at::text,source:details->>source,details->tags->0')).toEqual([
      { kind: 'field', field: column('id'), alias: null, cast: null },
      { kind: 'field', field: column('name'), alias: 'full_name', cast: null },
      { kind: 'field', field: column('created_at'), alias: null, cast: 'text' },
      { kind: 'field', field: { name: 'details', jsonPath: [{ arrow: '->>', key: 'source', index: false }] }, alias: 'source', cast: null },
      {
        kind: 'field',
        field: {
          name: 'details',
          jsonPath: [
            { arrow: '->', key: 'tags', index: false },
            { arrow: '->', key: '0', index: true },
          ],
        },
        alias: null,
        cast: null,
      },
    ]);
  });

  it('reads *, quoted names and embedded resources', () => {
    expect(parseSelect('*,"odd name",owner:users!inner(id)')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: column('odd name'), alias: null, cast: null },
      { kind: 'relation', name: 'users', alias: 'owner', spread: false },
    ]);
  });

  it('fails like PostgREST on an empty item', () => {
    const error = thrownError(RestError, () => parseSelect('id,,name'));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'PGRST100', message: '"failed to parse select parameter (id,,name)" (line 1, column 4)' });
  });
});

describe('filters', () => {
  it('reads operators, negation, lists and trilean values', () => {
    expect(parseFilter(column('status'), 'not.in.(New,"Call Booked","a,b")').operation).toEqual({
      kind: 'in',
      values: ['New', 'Call Booked', 'a,b'],
    });
    expect(parseFilter(column('status'), 'not.in.(New)').negate).toBe(true);
    expect(parseFilter(column('phone'), 'is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(parseFilter(column('name'), 'eq.a.b,c').operation).toEqual({ kind: 'simple', operator: 'eq', value: 'a.b,c', quantifier: null });
  });

  it('turns * into % for like and ilike only', () => {
    expect(parseFilter(column('name'), 'ilike.*ann*').operation).toMatchObject({ operator: 'ilike', value: '%ann%' });
    expect(parseFilter(column('name'), 'eq.*').operation).toMatchObject({ operator: 'eq', value: '*' });
    expect(parseFilter(column('name'), 'like(any).{a*,b*}').operation).toEqual({ kind: 'simple', operator: 'like', value: '{a%,b%}', quantifier: 'any' });
  });

  it('reads full-text search with a language', () => {
    expect(parseFilter(column('doc'), 'fts(english).cat').operation).toEqual({ kind: 'fts', operator: 'fts', language: 'english', value: 'cat' });
  });

  it('rejects an unknown operator with the column PostgREST reports', () => {
    const error = thrownError(RestError, () => parseFilter(column('created_at'), 'zz.1'));
    expect(error.body).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (zz.1)" (line 1, column 4)',
      details: 'unknown single value operator zz',
      hint: null,
    });
  });

  it('rejects a bad is value and a missing delimiter', () => {
    expect(thrownError(RestError, () => parseFilter(column('phone'), 'is.nothing')).body.code).toBe('PGRST100');
    expect(thrownError(RestError, () => parseFilter(column('phone'), 'eq')).body.code).toBe('PGRST100');
  });

  it('tells filters from function arguments as PostgREST does', () => {
    expect(hasOperator('eq.5')).toBe(true);
    expect(hasOperator('not.is.null')).toBe(true);
    expect(hasOperator('fts(english).cat')).toBe(true);
    expect(hasOperator('hello.world')).toBe(false);
    expect(hasOperator('5')).toBe(false);
  });
});

describe('logic trees', () => {
  it('reads nested and/or with quoted values, as supabase-js .or() sends them', () => {
    expect(parseLogicTree('or', false, '(name.eq."a,b",and(status.in.(New,Lost),phone.not.is.null))')).toEqual({
      kind: 'logic',
      operator: 'or',
      negate: false,
      children: [
        { kind: 'filter', filter: { field: column('name'), negate: false, operation: { kind: 'simple', operator: 'eq', value: 'a,b', quantifier: null } } },
        {
          kind: 'logic',
          operator: 'and',
          negate: false,
          children: [
            { kind: 'filter', filter: { field: column('status'), negate: false, operation: { kind: 'in', values: ['New', 'Lost'] } } },
            { kind: 'filter', filter: { field: column('phone'), negate: true, operation: { kind: 'is', value: 'null' } } },
          ],
        },
      ],
    });
  });

  it('reads a negated inner tree', () => {
    const tree = parseLogicTree('and', true, '(a.eq.1,not.or(b.eq.2,c.eq.3))');
    expect(tree).toMatchObject({ operator: 'and', negate: true, children: [{ kind: 'filter' }, { kind: 'logic', operator: 'or', negate: true }] });
  });

  it('fails on an item without an operator', () => {
    const error = thrownError(RestError, () => parseLogicTree('or', false, '(id.eq.1,label)'));
    expect(error.body.message).toBe('"failed to parse logic tree ((id.eq.1,label))" (line 1, column 17)');
  });
});

describe('order', () => {
  it('reads directions and nulls placement', () => {
    expect(parseOrder('created_at.desc.nullslast,name,phone.nullsfirst')).toEqual([
      { field: column('created_at'), direction: 'desc', nulls: 'last' },
      { field: column('name'), direction: null, nulls: null },
      { field: column('phone'), direction: null, nulls: 'first' },
    ]);
  });

  it('fails on an unknown direction at the column PostgREST reports', () => {
    const error = thrownError(RestError, () => parseOrder('name.sideways'));
    expect(error.body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse order (name.sideways)" (line 1, column 6)',
      details: 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    });
  });
});

describe('the whole query string', () => {
  it('splits select, filters, logic, order, limit and offset', () => {
    const params = parseQueryParams(
      new URLSearchParams('select=id&status=eq.New&or=(a.eq.1,b.eq.2)&order=id.desc&limit=10&offset=20&apikey=secret'),
      { rpc: false },
    );
    expect(params).toMatchObject({ limit: 10, offset: 20, rpcArgs: [] });
    expect(params.filters).toHaveLength(1);
    expect(params.logic).toHaveLength(1);
    expect(params.order).toHaveLength(1);
    expect(params.canonical).toBe('limit=10&offset=20&or=%28a.eq.1%2Cb.eq.2%29&order=id.desc&select=id&status=eq.New');
  });

  it('keeps parameters without an operator as a function\'s arguments', () => {
    const params = parseQueryParams(new URLSearchParams('n=5&nums=gte.2'), { rpc: true });
    expect(params.rpcArgs).toEqual([['n', '5']]);
    expect(params.filters).toHaveLength(1);
  });

  it('refuses, on a table, a parameter that is not a filter', () => {
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams('created_at=zz.1'), { rpc: false })).body.code).toBe('PGRST100');
  });

  it('refuses filters, order and limits on embedded resources it does not have', () => {
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams('users.email=eq.x'), { rpc: false })).body).toMatchObject({
      code: 'PGRST108',
      message: "'users' is not an embedded resource in this request",
    });
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams('users.order=id'), { rpc: false })).body.code).toBe('PGRST108');
  });

  it('refuses a negative or non-numeric limit', () => {
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams('limit=-1'), { rpc: false })).status).toBe(416);
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams('limit=ten'), { rpc: false })).body.code).toBe('PGRST100');
  });
});

describe('nesting and size', () => {
  /** `(or(or(…)))`: the parameter's own list and `depth - 1` nested `or(`. */
  const nestedOr = (depth: number) => `(${'or('.repeat(depth - 1)}name.eq.a${')'.repeat(depth - 1)})`;

  it(`parses a logic tree ${MAX_NESTING_DEPTH} levels deep and refuses one level more with PGRST100`, () => {
    expect(parseLogicTree('or', false, nestedOr(MAX_NESTING_DEPTH)).kind).toBe('logic');
    const error = thrownError(RestError, () => parseLogicTree('or', false, nestedOr(MAX_NESTING_DEPTH + 1)));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
    expect(error.body.message).toBe(`"failed to parse logic tree (${nestedOr(MAX_NESTING_DEPTH + 1)})" (line 1, column ${2 + 3 * MAX_NESTING_DEPTH + 1})`);
    expect(error.body.details).toBe(`nested deeper than ${MAX_NESTING_DEPTH} levels`);
  });

  it('refuses a 100,000-deep logic tree or embedding without overflowing the stack', () => {
    expect(thrownError(RestError, () => parseLogicTree('and', false, nestedOr(100_000))).body.code).toBe('PGRST100');
    expect(thrownError(RestError, () => parseSelect(`id,${'a('.repeat(100_000)}id${')'.repeat(100_000)}`)).body.code).toBe('PGRST100');
    expect(parseSelect(`id,${'a('.repeat(MAX_NESTING_DEPTH)}id${')'.repeat(MAX_NESTING_DEPTH)}`)).toHaveLength(2);
  });

  it('refuses a filter value or rpc argument nested deeper than a body may be, before Postgres reads it as JSON', () => {
    const deep = `cs.${'['.repeat(65)}${']'.repeat(65)}`;
    const error = thrownError(RestError, () => parseQueryParams(new URLSearchParams({ details: deep }), { rpc: false }));
    expect(error.body).toMatchObject({ code: 'PGRST100', message: `"failed to parse filter (${deep})" (line 1, column 68)` });
    const argument = `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`;
    expect(thrownError(RestError, () => parseQueryParams(new URLSearchParams({ lead: argument }), { rpc: true })).body.code).toBe('PGRST100');
    const atTheCap = `cs.${'['.repeat(64)}${']'.repeat(64)}`;
    expect(parseQueryParams(new URLSearchParams({ details: atTheCap }), { rpc: false }).filters).toHaveLength(1);
  });

  it('parses a flat list of filters, array literals included, in time that grows linearly with the list', () => {
    const orOf = (count: number) => `(${Array.from({ length: count }, (_, index) => (index % 2 ? `name.eq.v${index}` : 'tags.cs.{a')).join(',')},tags.cs.{x})`;
    // The fastest of five runs of each size, so that a busy host's pauses do not count. Eight times the
    // filters take somewhat more than eight times as long when the parse is linear; the search for `}`
    // from every unclosed `{` that once made this quadratic grew with the square of the list, several
    // times that ratio, and the bound sits between the two. Four times the filters, the check's first
    // form, left too little room between them: the two were seen to overlap under a full run.
    const fastest = (input: string) =>
      Math.min(
        ...[1, 2, 3, 4, 5].map(() => {
          const started = performance.now();
          parseLogicTree('or', false, input);
          return performance.now() - started;
        }),
      );
    const small = orOf(12_500);
    const large = orOf(100_000);
    fastest(small); // warm-up: the first run includes compiling the parser
    expect(fastest(large) / fastest(small)).toBeLessThan(24);
    const tree = parseLogicTree('or', false, large);
    expect(tree.kind === 'logic' && tree.children).toHaveLength(100_001);
  });

  it('keeps reading `{…}` array literals as PostgREST does', () => {
    const tree = parseLogicTree('or', false, '(tags.cs.{a,b},tags.cs.{c,name.eq.x)');
    expect(tree).toEqual({
      kind: 'logic',
      operator: 'or',
      negate: false,
      children: [
        { kind: 'filter', filter: { field: column('tags'), negate: false, operation: { kind: 'simple', operator: 'cs', value: '{a,b}', quantifier: null } } },
        { kind: 'filter', filter: { field: column('tags'), negate: false, operation: { kind: 'simple', operator: 'cs', value: '{c', quantifier: null } } },
        { kind: 'filter', filter: { field: column('name'), negate: false, operation: { kind: 'simple', operator: 'eq', value: 'x', quantifier: null } } },
      ],
    });
  });
});
