/**
 * Type-checks every edge function as Supabase runs it: Deno (from the npm package), each entry with
 * its own deno.json, so the shared handlers are checked against Deno's types and pinned npm: imports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_DIR = 'supabase/functions';
const deno = join('node_modules', '.bin', 'deno');

const functions = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

let failed = 0;
for (const name of functions) {
  const dir = join(FUNCTIONS_DIR, name);
  const config = join(dir, 'deno.json');
  if (!existsSync(config)) {
    console.error(`${dir}: missing deno.json (each function pins its own npm: imports)`);
    failed += 1;
    continue;
  }
  const result = spawnSync(deno, ['check', '--config', config, join(dir, 'index.ts')], {
    stdio: 'inherit',
    env: { ...process.env, RUST_BACKTRACE: '0' },
  });
  if (result.status !== 0) failed += 1;
  else console.log(`deno check ${dir}/index.ts: ok`);
}
// Shared modules no function imports yet are checked too, under the first function's imports.
const shared = readdirSync(join(FUNCTIONS_DIR, '_shared'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(FUNCTIONS_DIR, '_shared', file));
const firstConfig = functions.map((name) => join(FUNCTIONS_DIR, name, 'deno.json')).find((config) => existsSync(config));
if (firstConfig && shared.length > 0) {
  const result = spawnSync(deno, ['check', '--config', firstConfig, ...shared], {
    stdio: 'inherit',
    env: { ...process.env, RUST_BACKTRACE: '0' },
  });
  if (result.status !== 0) failed += 1;
  else console.log(`deno check ${FUNCTIONS_DIR}/_shared (${shared.length} modules): ok`);
}

if (failed > 0) {
  console.error(`${failed} of ${functions.length} functions failed deno check`);
  process.exit(1);
}
