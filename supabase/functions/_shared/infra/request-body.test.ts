import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { smartLeadFormSchema } from '../rules/schemas.ts';
import {
  BODY_TOO_LARGE_MESSAGE,
  FIELD_NAME_MESSAGE,
  MAX_BODY_BYTES,
  MAX_TEXT_ISSUES,
  NUL_CHARACTER_MESSAGE,
  UNPAIRED_SURROGATE_MESSAGE,
} from '../rules/validation.ts';
import { parseJsonBody, validateJsonBody } from './request-body.ts';

function post(body: string): Request {
  return new Request('http://localhost/functions/v1/send-contact-email', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
}

describe('validateJsonBody', () => {
  it('returns the parsed data for a valid body', async () => {
    const result = await validateJsonBody(
      post(JSON.stringify({ name: 'Ann Archer', email: 'ANN@example.com', company: 'Acme', urgency: 'immediate', challenges: 'More leads, please' })),
      smartLeadFormSchema,
    );
    expect(result).toMatchObject({ ok: true, data: { email: 'ann@example.com' } });
  });

  it('answers 400 with each field’s message for a bad body', async () => {
    const result = await validateJsonBody(post(JSON.stringify({ name: '', email: 'x', company: 'Acme', urgency: 'immediate', challenges: '' })), smartLeadFormSchema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({
      error: 'Validation failed',
      issues: [
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'challenges', message: 'Please describe your challenges' },
      ],
    });
  });

  it.each(['', '{', 'null', '[1,2]', '"text"'])('answers 4xx, never 500, for the body %j', async (body) => {
    const result = await validateJsonBody(post(body), smartLeadFormSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(400);
  });

  it('refuses an oversized body with 413 before parsing it, the body named as the field at fault', async () => {
    const result = await validateJsonBody(post(JSON.stringify({ challenges: 'x'.repeat(MAX_BODY_BYTES) })), smartLeadFormSchema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(await result.response.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE, issues: [{ path: '', message: BODY_TOO_LARGE_MESSAGE }] });
  });
});

describe('parseJsonBody: text the database cannot store', () => {
  const valid = { name: 'Ann Archer', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'More leads, please' };
  const issuesOf = async (body: unknown, schema: z.ZodType = smartLeadFormSchema) => {
    const result = parseJsonBody(JSON.stringify(body), schema);
    if (result.ok) return null;
    expect(result.response.status).toBe(400);
    return ((await result.response.json()) as { issues: unknown[] }).issues;
  };

  // PostgreSQL stores neither in text or jsonb: the lead would pass the schema and fail as a 503.
  it.each([
    ['a NUL character', 'Acme\u0000 Inc', NUL_CHARACTER_MESSAGE],
    ['a lone high surrogate', 'Acme \ud800', UNPAIRED_SURROGATE_MESSAGE],
    ['a lone low surrogate', '\udc00Acme', UNPAIRED_SURROGATE_MESSAGE],
    ['surrogates in the wrong order', 'Acme \udc00\ud800', UNPAIRED_SURROGATE_MESSAGE],
  ])('refuses %s in a field the schema accepts, naming the field', async (_label, company, message) => {
    expect(await issuesOf({ ...valid, company })).toEqual([{ path: 'company', message }]);
  });

  it('refuses them anywhere in the body, in field names and in fields the schema would drop', async () => {
    expect(await issuesOf({ ...valid, extra: { list: ['ok', 'bad\u0000'] } })).toEqual([{ path: 'extra.list.1', message: NUL_CHARACTER_MESSAGE }]);
    expect(await issuesOf({ ...valid, ['bad\ud800key']: 1 })).toEqual([{ path: '', message: FIELD_NAME_MESSAGE }]);
    // The bad key itself is not echoed: it shows as U+FFFD in the path of what lies below it.
    expect(await issuesOf({ ...valid, ['x\u0000']: { y: '\u0000' } })).toEqual([
      { path: '', message: FIELD_NAME_MESSAGE },
      { path: 'x\uFFFD.y', message: NUL_CHARACTER_MESSAGE },
    ]);
  });

  it('lists these issues before the schema’s own', async () => {
    expect(await issuesOf({ ...valid, name: '', company: 'Acme\u0000' })).toEqual([
      { path: 'company', message: NUL_CHARACTER_MESSAGE },
      { path: 'name', message: 'Name is required' },
    ]);
  });

  it('accepts emoji, other scripts and control characters PostgreSQL can store', async () => {
    expect(await issuesOf({ ...valid, company: 'Café 👩🏽‍💻 مرحبا 漢字 \u0001\u007f\u2028' })).toBeNull();
  });

  it('stops at a bounded number of issues', async () => {
    const issues = await issuesOf({ ...valid, many: Array.from({ length: 500 }, () => '\u0000') });
    expect(issues).toHaveLength(MAX_TEXT_ISSUES);
  });

  it('walks a body nested thousands of levels deep without overflowing the stack', async () => {
    const depth = 30_000;
    const text = `{"deep":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const result = parseJsonBody(text, z.object({}).loose());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const issues = ((await result.response.json()) as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});
