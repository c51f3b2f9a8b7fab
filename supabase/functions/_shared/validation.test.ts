import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from './schemas.ts';
import { MAX_BODY_BYTES, validateJsonBody } from './validation.ts';

function post(body: string): Request {
  return new Request('http://localhost/functions/v1/send-contact-email', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
}

describe('validateJsonBody', () => {
  it('returns the parsed data for a valid body', async () => {
    const result = await validateJsonBody(
      post(JSON.stringify({ firstName: 'Ann', lastName: 'Archer', email: 'ANN@example.com', company: 'Acme', goals: 'More leads, please' })),
      leadRequestSchema,
    );
    expect(result).toMatchObject({ ok: true, data: { email: 'ann@example.com' } });
  });

  it('answers 400 with each field’s message for a bad body', async () => {
    const result = await validateJsonBody(post(JSON.stringify({ firstName: '', lastName: 'Archer', email: 'x', company: 'Acme', goals: 'short' })), leadRequestSchema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({
      error: 'Validation failed',
      issues: [
        { path: 'firstName', message: 'First name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'goals', message: 'Please provide at least 10 characters describing your goals' },
      ],
    });
  });

  it.each(['', '{', 'null', '[1,2]', '"text"'])('answers 4xx, never 500, for the body %j', async (body) => {
    const result = await validateJsonBody(post(body), leadRequestSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(400);
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const result = await validateJsonBody(post(JSON.stringify({ goals: 'x'.repeat(MAX_BODY_BYTES) })), leadRequestSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
  });
});
