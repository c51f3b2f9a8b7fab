import { challengeOptions } from '@shared/schemas.ts';
import { validateContactLead } from './contact-lead';

const envelope = { clientSubmissionId: '00000000-0000-4000-8000-000000000001', formElapsedMs: 5000, website: '' };

describe('validateContactLead', () => {
  const standard = { source: 'contact', name: 'Jane Doe', email: 'Jane@Example.com', phone: '(555) 123-4567', challenge: 'Not enough leads', ...envelope } as const;

  it('keeps each answer of the standard form under its own name, with nothing made up', () => {
    const result = validateContactLead(standard);
    expect(result).toEqual({ ok: true, request: { ...standard, email: 'jane@example.com' } });
    expect(result.ok && result.request).not.toHaveProperty('company');
    expect(result.ok && result.request).not.toHaveProperty('lastName');
  });

  it.each(challengeOptions)('accepts the challenge "%s" as it is', (challenge) => {
    expect(validateContactLead({ ...standard, challenge }).ok).toBe(true);
  });

  it('refuses a whole name over 100 characters under the name field', () => {
    expect(validateContactLead({ ...standard, name: 'A'.repeat(101) })).toEqual({
      ok: false,
      issues: [{ path: 'name', message: 'Name must be less than 100 characters' }],
    });
  });

  it('sends the consultation without a company or message the visitor left out', () => {
    const consultation = { source: 'consultation', name: 'Cher', email: 'cher@example.com', phone: '+1 555 010 2030', service: 'SEO', ...envelope } as const;
    const result = validateContactLead(consultation);
    expect(result).toEqual({ ok: true, request: consultation });
  });

  it('refuses a request without a known source', () => {
    const result = validateContactLead({ ...standard, source: 'newsletter' } as never);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual(['source']);
  });
});
