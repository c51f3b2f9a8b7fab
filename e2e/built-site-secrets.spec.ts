import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_API_KEYS, DEVELOPMENT_JWT_SECRET } from '../supabase/local/keys.ts';
import { test, expect } from './fixtures.ts';

/**
 * What the static host serves must hold no secret: the files in dist/ are public the moment they are
 * deployed. Reads the build on disk, and what the preview server actually serves.
 */
const dist = join(import.meta.dirname, '..', 'dist');

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The role claim of every JWT-shaped string in a text. */
function jwtRoles(text: string): string[] {
  return [...text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)].map((match) => {
    try {
      const claims = JSON.parse(Buffer.from(match[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown };
      return String(claims.role);
    } catch {
      return 'unreadable';
    }
  });
}

test('the built site holds no service-role key, JWT secret or server secret', async ({ request }) => {
  const served = { file: '(served /)', text: await (await request.get('/')).text() };
  const texts = filesUnder(dist)
    .filter((file) => /\.(html|js|css|json|txt|xml|svg|map)$|_redirects$/.test(file))
    .map((file) => ({ file: file.slice(dist.length + 1), text: readFileSync(file, 'utf8') }))
    .concat(served);
  expect(texts.length).toBeGreaterThan(30);

  const offending = texts.flatMap(({ file, text }) => [
    ...(text.includes(DEVELOPMENT_API_KEYS.secretKey) ? [`${file}: the local secret key`] : []),
    ...(text.includes(DEVELOPMENT_JWT_SECRET) ? [`${file}: the JWT signing secret`] : []),
    // Key values, not the prefix itself: the env check names `sb_secret_` to refuse such a key. A legacy
    // service_role JWT, which the env check refuses too, is found by its role below.
    ...(/sb_secret_[\w-]{10,}/.test(text) ? [`${file}: a Supabase secret key`] : []),
    ...(/\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}/.test(text) ? [`${file}: a Resend API key`] : []),
    ...jwtRoles(text)
      .filter((role) => role !== 'anon')
      .map((role) => `${file}: a JWT with role ${role}`),
  ]);
  expect(offending).toEqual([]);
  // The publishable key is expected in the bundle (the check above would not notice it missing).
  expect(texts.some(({ text }) => text.includes(DEVELOPMENT_API_KEYS.publishableKey))).toBe(true);
});
