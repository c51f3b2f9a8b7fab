import { leadSources } from '../../src/features/admin/pipeline';
import { ownerBusinessTypes } from '../../supabase/functions/_shared/rules/quiz-lead';
import { productionVolumes, scaledVolumes, scaleDataStatements } from './scale-data';

describe('scaleDataStatements', () => {
  const sql = scaleDataStatements(productionVolumes).join('\n');

  it('writes every lead source and owner business type the inbox filters by, so each filter finds rows', () => {
    for (const source of leadSources) expect(sql).toContain(`'${source}'`);
    for (const type of ownerBusinessTypes) expect(sql).toContain(`'${type}'`);
  });

  it('gives a returning visitor the same address on each lead: the domain follows the same number as the local part', () => {
    const distinct = Math.round(productionVolumes.leads * 0.85);
    expect(sql).toContain(`'visitor' || (t.i % ${distinct}) || '@' || (array['example.com', 'mail.example.org', 'agency.example.net'])[1 + (t.i % ${distinct}) % 3]`);
  });

  it('inserts the leads with their triggers on, and only then turns triggers off for the rest', () => {
    const statements = scaleDataStatements(productionVolumes);
    const leads = statements.findIndex((statement) => statement.startsWith('insert into public.leads'));
    const off = statements.indexOf('set session_replication_role = replica');
    expect(leads).toBeGreaterThanOrEqual(0);
    expect(off).toBeGreaterThan(leads);
    expect(statements.at(-2)).toBe('set session_replication_role = origin');
  });

  it('gives every agreement lead its acceptance', () => {
    expect(sql).toMatch(/insert into public\.agreement_acceptances[\s\S]*where l\.source = 'agreement'/);
  });

  it('scales every volume, keeping at least one row', () => {
    expect(scaledVolumes(0.01)).toMatchObject({ leads: 1000, clicks: 50_000 });
    expect(Object.values(scaledVolumes(1e-9)).every((volume) => volume === 1)).toBe(true);
  });
});
