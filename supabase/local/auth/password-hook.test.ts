import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hookFunctionName, passwordHookFromConfig } from './password-hook.ts';

describe('hookFunctionName', () => {
  it('quotes the schema and function of a pg-functions URI as GoTrue does', () => {
    expect(hookFunctionName('pg-functions://postgres/public/hook_password_verification_attempt')).toBe(
      '"public"."hook_password_verification_attempt"',
    );
  });

  it('refuses other schemes and anything but plain identifiers', () => {
    expect(hookFunctionName('https://example.com/hook')).toBeNull();
    expect(hookFunctionName('pg-functions://postgres/public/hook"; drop table leads; --')).toBeNull();
    expect(hookFunctionName('pg-functions://postgres/public')).toBeNull();
  });
});

describe('passwordHookFromConfig', () => {
  it('gives a hook for the project’s config.toml, which enables the migrations’ function', () => {
    expect(passwordHookFromConfig(readFileSync(new URL('../../config.toml', import.meta.url), 'utf8'))).toEqual(expect.any(Function));
  });

  it('gives none when the hook is disabled or absent, as on plans without it', () => {
    expect(passwordHookFromConfig('[auth.hook.password_verification_attempt]\nenabled = false\nuri = "pg-functions://postgres/public/f"\n')).toBeNull();
    expect(passwordHookFromConfig('[auth]\nenable_signup = false\n')).toBeNull();
  });

  it('stops on an enabled hook it cannot call, rather than sign in without it', () => {
    expect(() => passwordHookFromConfig('[auth.hook.password_verification_attempt]\nenabled = true\nuri = "https://example.com/hook"\n')).toThrow(
      /unsupported password verification hook URI/,
    );
  });
});
