/**
 * `npm run dev`: the local backend and Vite's dev server together. The backend starts first, so the
 * site never loads against a missing API; Ctrl-C (or either process ending) stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readBackendConfig } from '../supabase/local/config.ts';

const config = readBackendConfig();
const backendUrl = `http://${config.host}:${config.port}/`;
const children: ChildProcess[] = [];
let stopping = false;

function start(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${command} ${args.join(' ')} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

function stopAll(exitCode: number): void {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  let pending = running.length;
  if (pending === 0) process.exit(exitCode);
  for (const child of running) {
    child.on('exit', () => {
      pending -= 1;
      if (pending === 0) process.exit(exitCode);
    });
  }
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

// In a terminal, Ctrl-C reaches every process of the group; the children shut down on their own.
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForBackend(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    const up = await fetch(backendUrl, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the local backend did not answer at ${backendUrl} within ${timeoutMs / 1000} s`);
}

start(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts']);
waitForBackend(60_000)
  .then(() => {
    if (!stopping) start(process.execPath, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)]);
  })
  .catch((error: unknown) => {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    stopAll(1);
  });
