import { describe, expect, it } from 'vitest';
import { errorResponse } from './http.ts';

describe('errorResponse', () => {
  it('answers in the conventions’ shape, with CORS headers', async () => {
    const response = errorResponse(400, 'Validation failed', [{ path: 'email', message: 'Please enter a valid email address' }]);
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'email', message: 'Please enter a valid email address' }] });
  });

  it.each([413, 415])('names the body itself as the field at fault in a %i without issues', async (status) => {
    expect(await errorResponse(status, 'Request body is too large').json()).toEqual({
      error: 'Request body is too large',
      issues: [{ path: '', message: 'Request body is too large' }],
    });
  });

  it('adds no issues to answers that are not about the body', async () => {
    for (const status of [401, 405, 429, 503]) expect(await errorResponse(status, 'No').json()).toEqual({ error: 'No' });
  });
});
