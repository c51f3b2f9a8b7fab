import { describe, expect, it } from 'vitest';
import { parseLogicTree } from '../../../../supabase/local/rest/parse-query.ts';
import { quotePostgrestValue, searchFilter } from './postgrest-search';

describe('search as a PostgREST or= filter', () => {
  it('matches name, e-mail and company case-insensitively anywhere', () => {
    expect(searchFilter('  ann  ')).toBe('name.ilike."*ann*",email.ilike."*ann*",company.ilike."*ann*"');
  });

  it('is no filter at all for an empty search', () => {
    expect(searchFilter('   ')).toBeNull();
  });

  it('keeps commas, parentheses, dots and quotes inside one quoted value, so they cannot add filters', () => {
    const nasty = 'x",status.eq.Spam),or(id.not.is.null\\';
    // Parsed the way PostgREST parses or=(…) (the local backend's parser): still three ilike filters on the typed text.
    const tree = parseLogicTree('or', false, `(${searchFilter(nasty) ?? ''})`);
    const children = tree.kind === 'logic' ? tree.children : [];
    expect(children).toHaveLength(3);
    for (const [index, child] of children.entries()) {
      expect(child).toMatchObject({
        kind: 'filter',
        filter: { negate: false, operation: { kind: 'simple', operator: 'ilike', value: `%x",status.eq.Spam),or(id.not.is.null\\\\%` } },
      });
      expect(child.kind === 'filter' && child.filter.field.name).toBe(['name', 'email', 'company'][index]);
    }
  });

  it('quotes a value the way PostgREST reads it back', () => {
    expect(quotePostgrestValue('a"b\\c')).toBe('"a\\"b\\\\c"');
  });

  it('takes LIKE wildcards typed by a person literally', () => {
    expect(searchFilter('50%_off')).toBe('name.ilike."*50\\\\%\\\\_off*",email.ilike."*50\\\\%\\\\_off*",company.ilike."*50\\\\%\\\\_off*"');
  });
});
