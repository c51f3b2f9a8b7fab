/**
 * Type-checks every edge function as Supabase runs it: Deno (from the npm package), each entry under
 * its own deno.json, so the shared handlers are checked against Deno's types and pinned npm: imports.
 * Functions whose deno.json say the same thing are checked in one `deno check`: each run type-checks
 * the shared handlers again, and one run per function took 43 s of `npm test` for 16 identical files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_DIR = 'supabase/functions';
const deno = join('node_modules', '.bin', 'deno');

const functions = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

let failed = 0;
/** The functions' entries, grouped by what their deno.json says (its text). */
const entriesByConfig = new Map<string, { config: string; entries: string[]; names: string[] }>();
for (const name of functions) {
  const dir = join(FUNCTIONS_DIR, name);
  const config = join(dir, 'deno.json');
  if (!existsSync(config)) {
    console.error(`${dir}: missing deno.json (each function pins its own npm: imports)`);
    failed += 1;
    continue;
  }
  const text = readFileSync(config, 'utf8');
  const group = entriesByConfig.get(text) ?? { config, entries: [], names: [] };
  group.entries.push(join(dir, 'index.ts'));
  group.names.push(name);
  entriesByConfig.set(text, group);
}

// Shared modules no function imports yet are checked too, with the first group.
const shared = readdirSync(join(FUNCTIONS_DIR, '_shared'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(FUNCTIONS_DIR, '_shared', file));

[...entriesByConfig.values()].forEach(({ config, entries, names }, index) => {
  const files = index === 0 ? [...entries, ...shared] : entries;
  const result = spawnSync(deno, ['check', '--config', config, ...files], { stdio: 'inherit', env: { ...process.env, RUST_BACKTRACE: '0' } });
  const what = `${names.join(', ')}${index === 0 ? ` and ${FUNCTIONS_DIR}/_shared (${shared.length} modules)` : ''}`;
  if (result.status !== 0) {
    console.error(`deno check failed under ${config}: ${what}`);
    failed += 1;
  } else console.log(`deno check under ${config}: ok for ${what}`);
});

if (failed > 0) {
  console.error(`deno check failed for ${failed} group(s) of the ${functions.length} functions`);
  process.exit(1);
}
