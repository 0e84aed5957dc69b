// Child processes of the bench: builds (run to completion) and servers (started, awaited, stopped by pid).
import { spawn } from 'node:child_process';

const MAX_LINES = 2_000;

function collectTail(stream, lines) {
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk) => {
    // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
    lines.push(...chunk.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter(Boolean));
    if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
  });
}

/** Runs a command to completion; resolves { ok, seconds, tail } (never rejects). */
export function runToEnd(command, args, { cwd, env } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const tail = [];
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    collectTail(child.stdout, tail);
    collectTail(child.stderr, tail);
    const done = (ok, extra) =>
      resolve({ ok, seconds: (performance.now() - started) / 1000, tail: [...tail, ...extra] });
    child.on('error', (error) => done(false, [error.message]));
    child.on('exit', (code, signal) => done(code === 0, code === 0 ? [] : [`exit ${code ?? signal}`]));
  });
}

/** First line worth showing from a failed command's output. */
export function firstError(tail) {
  const lines = tail.map((line) => line.trim()).filter((line) => !line.startsWith('at ') && !line.includes('[Getter'));
  return (
    lines.find((line) => /^(\w*Error\b|\[vite\]|\[plugin|\[[A-Z_]+\])/.test(line)) ??
    lines.find((line) => /error/i.test(line) && !/^error during build:?$/i.test(line)) ??
    lines.at(-1) ??
    'unknown error'
  );
}

/** True when `url` answers with any HTTP status below 500 within `timeoutMs`. */
export async function answers(url, timeoutMs = 1_000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * A long-running server in its own process group. `ready` resolves once `url` answers, rejects when the
 * process exits first or `timeoutMs` passes. `stop()` ends the group it started (by its pid).
 */
export function startServer(name, command, args, { cwd, env, url, timeoutMs = 60_000 }) {
  const tail = [];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  collectTail(child.stdout, tail);
  collectTail(child.stderr, tail);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  child.on('error', (error) => {
    exited = true;
    tail.push(error.message);
  });

  const ready = (async () => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (exited) throw new Error(`${name} exited: ${firstError(tail)}`);
      if (await answers(url)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  })();
  ready.catch(() => {}); // the caller awaits it; this keeps an early failure from being "unhandled"

  return {
    name,
    ready,
    tail,
    /** SIGTERM to the group, SIGKILL if it is still there after 2 s. */
    async stop() {
      if (exited || child.pid === undefined) return;
      const signal = (sig) => {
        try {
          process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      const gone = new Promise((r) => child.once('exit', r));
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 2_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
