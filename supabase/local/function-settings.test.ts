import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionSettingsFrom, readFunctionSettings } from './function-settings.ts';

const functionNames = readdirSync(new URL('../functions', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

describe('supabase/config.toml', () => {
  it('deploys every function with verify_jwt off, so that today\'s API keys reach the function\'s own check', () => {
    const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');
    const settings = readFunctionSettings();
    expect(functionNames.length).toBeGreaterThan(10);
    for (const name of functionNames) {
      // Named explicitly: a function missing from the file is deployed with the platform's default, which is on.
      expect(config, name).toContain(`[functions.${name}]`);
      expect(settings.verifyJwt(name), name).toBe(false);
    }
  });

  it('reads verify_jwt as the platform does: on unless turned off', () => {
    const settings = functionSettingsFrom('[functions.open]\nverify_jwt = false\n\n[functions.guarded]\nverify_jwt = true\n\n[functions.bare]\n');
    expect(settings.verifyJwt('open')).toBe(false);
    expect(settings.verifyJwt('guarded')).toBe(true);
    expect(settings.verifyJwt('bare')).toBe(true);
    expect(settings.verifyJwt('unlisted')).toBe(true);
  });
});
