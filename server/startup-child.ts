/**
 * For tests: `tsx server/main.ts` as a child process, as `npm run server` runs it, with only the settings a test
 * gives (plus PATH and HOME): `runMain` waits for it to exit, `startMain` for it to listen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = join(ROOT, 'server/main.ts');

export type ChildEnv = Record<string, string | undefined>;

function spawnMain(env: ChildEnv): ChildProcess {
  const settings: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const [name, value] of Object.entries(env)) if (value !== undefined) settings[name] = value;
  return spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

function exitOf(child: ChildProcess, out: { stdout: string; stderr: string }): Promise<Exited> {
  return new Promise((ok) => child.once('exit', (code) => ok({ code, ...out })));
}

function collect(child: ChildProcess): { stdout: string; stderr: string } {
  const out = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk));
  return out;
}

/** Runs the server with `env` until it exits (it is killed after `timeoutMs`: a server that started after all). */
export async function runMain(env: ChildEnv, timeoutMs = 45_000): Promise<Exited> {
  const child = spawnMain(env);
  const out = collect(child);
  const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const exited = await exitOf(child, out);
  clearTimeout(kill);
  return exited;
}

export interface RunningMain {
  child: ChildProcess;
  port: number;
  /** Resolves when the process exits, with all it wrote. */
  exited: Promise<Exited>;
  /** Resolves when stdout matches `pattern` (a log line); rejects if the process exits first. */
  printed(pattern: RegExp): Promise<void>;
}

/** Starts the server with `env` (LOG_LEVEL info: its start line names the port) and waits until it listens. */
export async function startMain(env: ChildEnv, timeoutMs = 60_000): Promise<RunningMain> {
  const child = spawnMain({ LOG_LEVEL: 'info', ...env });
  const out = collect(child);
  const exited = exitOf(child, out);
  const printed = async (pattern: RegExp) => {
    while (!pattern.test(out.stdout)) {
      if (child.exitCode !== null) throw new Error(`the server exited before printing ${pattern}`);
      await new Promise((wait) => setTimeout(wait, 5));
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = /Luxe Drive Dubai on http:\/\/localhost:(\d+)/.exec(out.stdout)?.[1];
    if (port) return { child, port: Number(port), exited, printed };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const { code, stderr } = await exited;
      throw new Error(`the server did not start (exit ${code}): ${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
