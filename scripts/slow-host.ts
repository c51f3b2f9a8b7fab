/**
 * Runs a command as a slower machine would: while it runs, `--burners` threads spin on the CPU at
 * the same priority (by default one per core, so the command gets about half of each core it wants), and the browser tests
 * throttle each page's main thread by `--cpu-slowdown` (E2E_CPU_SLOWDOWN, e2e/fixtures.ts).
 * `--repeat` runs the command that many times in a row and stops at the first failure, since a
 * test that passes once on a slow host may still depend on its speed.
 *
 *   npx tsx scripts/slow-host.ts [--burners N] [--cpu-slowdown 2] [--repeat 3] -- npm test
 *
 * Prints each run's duration and exit code; exits with the first failing run's code.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    burners: { type: 'string', default: String(availableParallelism()) },
    'cpu-slowdown': { type: 'string', default: '2' },
    repeat: { type: 'string', default: '1' },
  },
});
const burners = Number(values.burners);
const slowdown = Number(values['cpu-slowdown']);
const repeat = Number(values.repeat);
if (!Number.isInteger(burners) || burners < 0 || !(slowdown >= 1) || !Number.isInteger(repeat) || repeat < 1 || positionals.length === 0) {
  console.error('usage: npx tsx scripts/slow-host.ts [--burners N ≥ 0] [--cpu-slowdown X ≥ 1] [--repeat N ≥ 1] -- <command…>');
  process.exit(2);
}

const spinners = Array.from({ length: burners }, () => new Worker('for (;;) {}', { eval: true }));

function run(): Promise<number> {
  return new Promise((resolve) => {
    const [command = '', ...args] = positionals;
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, E2E_CPU_SLOWDOWN: String(slowdown) } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let exitCode = 0;
for (let round = 1; round <= repeat && exitCode === 0; round += 1) {
  const started = Date.now();
  exitCode = await run();
  console.log(
    `slow-host: run ${round} of ${repeat} (${burners} spinning thread(s), pages at 1/${slowdown} speed): exit ${exitCode} after ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
await Promise.all(spinners.map((spinner) => spinner.terminate()));
process.exit(exitCode);
