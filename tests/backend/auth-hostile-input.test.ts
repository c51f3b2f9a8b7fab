import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

/**
 * A NUL character, which no PostgreSQL text can hold, in each string the auth API takes from a stranger or
 * from a signed-in user (issue 43, item 9). Each is refused with a 400 in GoTrue's shape before any SQL
 * runs, never answered 500.
 */

let backend: TestBackend;
let accessToken: string;

const NUL = '\u0000';
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.insertUser('staff@agency.test', { password: PASSWORD });
  const { data, error } = await backend.anonClient().auth.signInWithPassword({ email: 'staff@agency.test', password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  accessToken = data.session.access_token;
});
afterAll(() => backend.stop());

function auth(path: string, method: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('a NUL character in what the auth API reads is a 400, never a 500', () => {
  it.each([
    ['the e-mail of a password sign-in', () => auth('/token?grant_type=password', 'POST', { email: `staff${NUL}@agency.test`, password: PASSWORD })],
    ['the password of a password sign-in', () => auth('/token?grant_type=password', 'POST', { email: 'staff@agency.test', password: `x${NUL}` })],
    ['a refresh token', () => auth('/token?grant_type=refresh_token', 'POST', { refresh_token: `abc${NUL}def` })],
    ["a signed-in user's metadata", () => auth('/user', 'PUT', { data: { nickname: `Ann${NUL}` } }, accessToken)],
    ["a signed-in user's nested metadata", () => auth('/user', 'PUT', { data: { profile: { names: ['Ann', `B${NUL}`] } } }, accessToken)],
    ["a factor's friendly name", () => auth('/factors', 'POST', { factor_type: 'totp', friendly_name: `Phone${NUL}` }, accessToken)],
  ])('%s', async (_label, send) => {
    const response = await send();
    const body = (await response.json()) as Record<string, unknown>;
    expect({ status: response.status, error_code: body.error_code }).toEqual({ status: 400, error_code: 'validation_failed' });
  });

  it('still reads the same requests without the NUL', async () => {
    expect((await auth('/token?grant_type=password', 'POST', { email: 'staff@agency.test', password: PASSWORD })).status).toBe(200);
    expect((await auth('/user', 'PUT', { data: { nickname: 'Ann' } }, accessToken)).status).toBe(200);
  });
});
