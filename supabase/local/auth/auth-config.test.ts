import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './passwords.ts';

// supabase/config.toml is what `supabase config push` gives Supabase Auth in production. These are the
// settings the staff accounts rely on (docs/decisions/010); the local /auth/v1 behaves the same way.

type TomlValue = string | number | boolean;

/** The `key = value` lines of each [section] (strings, numbers, booleans: all this file's auth settings use). */
function tomlSections(text: string): Map<string, Map<string, TomlValue>> {
  const sections = new Map<string, Map<string, TomlValue>>([['', new Map()]]);
  let current = sections.get('') ?? new Map<string, TomlValue>();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header?.[1]) {
      current = new Map();
      sections.set(header[1].trim(), current);
      continue;
    }
    const pair = /^([\w.-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined) continue;
    const value = pair[2].trim();
    if (value.startsWith('"')) current.set(pair[1], JSON.parse(value) as string);
    else if (value === 'true' || value === 'false') current.set(pair[1], value === 'true');
    else if (/^-?\d+$/.test(value)) current.set(pair[1], Number(value));
  }
  return sections;
}

const sections = tomlSections(await readFile(new URL('../../config.toml', import.meta.url), 'utf8'));
const setting = (section: string, key: string) => sections.get(section)?.get(key);

/** "12h", "2h30m", "45m" → seconds, as Go's time.ParseDuration reads the session limits. */
function durationSeconds(value: TomlValue | undefined): number {
  if (typeof value !== 'string' || !/^(\d+h)?(\d+m)?(\d+s)?$/.test(value) || value === '') return Number.NaN;
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(value)?.[1] ?? 0);
  return part('h') * 3600 + part('m') * 60 + part('s');
}

describe('supabase/config.toml auth settings', () => {
  it('lets nobody sign up: not by e-mail, not anonymously', () => {
    expect(setting('auth', 'enable_signup')).toBe(false);
    expect(setting('auth.email', 'enable_signup')).toBe(false);
    expect(setting('auth', 'enable_anonymous_sign_ins')).toBe(false);
  });

  it('limits sessions: a day at most, a couple of idle hours, hour-long access tokens that rotate', () => {
    const timebox = durationSeconds(setting('auth.sessions', 'timebox'));
    const inactivity = durationSeconds(setting('auth.sessions', 'inactivity_timeout'));
    expect(timebox).toBeGreaterThan(0);
    expect(timebox).toBeLessThanOrEqual(24 * 3600);
    expect(inactivity).toBeGreaterThan(0);
    expect(inactivity).toBeLessThanOrEqual(4 * 3600);
    expect(inactivity).toBeLessThan(timebox);
    expect(setting('auth', 'jwt_expiry')).toBeLessThanOrEqual(3600);
    expect(setting('auth', 'enable_refresh_token_rotation')).toBe(true);
  });

  it('enables TOTP second factors and nothing else, so the admin rule can demand aal2', () => {
    expect(setting('auth.mfa.totp', 'enroll_enabled')).toBe(true);
    expect(setting('auth.mfa.totp', 'verify_enabled')).toBe(true);
    expect(setting('auth.mfa.phone', 'enroll_enabled')).toBe(false);
  });

  it('rate-limits sign-ins and refreshes, and counts failed sign-ins per account through the migrations’ hook', () => {
    expect(setting('auth.rate_limit', 'sign_in_sign_ups')).toBeGreaterThan(0);
    expect(setting('auth.rate_limit', 'sign_in_sign_ups')).toBeLessThanOrEqual(30);
    expect(setting('auth.rate_limit', 'token_refresh')).toBeGreaterThan(0);
    expect(setting('auth.hook.password_verification_attempt', 'enabled')).toBe(true);
    expect(setting('auth.hook.password_verification_attempt', 'uri')).toBe(
      'pg-functions://postgres/public/hook_password_verification_attempt',
    );
  });

  it('asks for the password length the local backend enforces, and a recent sign-in to change it', () => {
    expect(setting('auth', 'minimum_password_length')).toBe(MIN_PASSWORD_LENGTH);
    expect(setting('auth.email', 'secure_password_change')).toBe(true);
  });
});
