import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

const CONFIG_FILE = new URL('../config.toml', import.meta.url);

/** What supabase/config.toml says about each function, as `supabase functions deploy` reads it. */
export interface FunctionSettings {
  /** Whether the Edge Runtime asks for a valid JWT before the function runs; on unless the config turns it off. */
  verifyJwt(name: string): boolean;
}

export function functionSettingsFrom(configToml: string): FunctionSettings {
  const config = parse(configToml);
  const functions = (config.functions ?? {}) as Record<string, { verify_jwt?: unknown }>;
  return {
    verifyJwt: (name) => (Object.hasOwn(functions, name) ? functions[name]?.verify_jwt !== false : true),
  };
}

/** The project's own supabase/config.toml. */
export function readFunctionSettings(): FunctionSettings {
  return functionSettingsFrom(readFileSync(CONFIG_FILE, 'utf8'));
}
