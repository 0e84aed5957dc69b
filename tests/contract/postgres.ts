/**
 * A real PostgreSQL server for the contract suite: TEST_DATABASE_URL when it is set; otherwise a throwaway cluster
 * made with the machine's own binaries (Debian's `postgresql` package; .ci/run installs it) in a temporary folder,
 * on a free port of 127.0.0.1 with trust authentication and its socket in that folder, stopped and deleted at the
 * end. initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * Started once per Vitest run by postgres.setup.ts (the globalSetup of the `postgres` project in vite.config.ts).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the suite is handed: a server to create its databases on, or why there is none. */
export type PostgresTarget = { url: string; label: string } | { skip: string };

export const INSTALL_HINT = "install Debian's `postgresql` package (apt-get install -y postgresql), or set TEST_DATABASE_URL";

/** The bin folder holding initdb and pg_ctl: the newest /usr/lib/postgresql/<version>/bin, else initdb on PATH. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** A port of 127.0.0.1 nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface Cluster {
  url: string;
  label: string;
  stop(): Promise<void>;
  /** For a process 'exit' handler, where nothing asynchronous runs. */
  stopSync(): void;
}

/** initdb + pg_ctl start in a temporary folder; `stop()` stops the server and deletes the folder. */
export async function startCluster(bin: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'contract-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dir, uid, gid);
  }
  /** The command line of a tool, as the postgres user when we are root (runuser from util-linux, else su). */
  const asOwnerArgs = (tool: string, args: string[]): [string, string[]] => {
    const command = join(bin, tool);
    if (!asRoot) return [command, args];
    if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) return ['runuser', ['-u', 'postgres', '--', command, ...args]];
    const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
  };
  const asOwner = (tool: string, args: string[]) => run(...asOwnerArgs(tool, args));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  const stopArgs = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  const stop = async () => {
    await asOwner('pg_ctl', stopArgs).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  const stopSync = () => {
    try {
      execFileSync(...asOwnerArgs('pg_ctl', stopArgs), { stdio: 'ignore' });
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    // Tests need no durability: no fsync, no full-page writes. Only 127.0.0.1 and a socket in our folder.
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await asOwner('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '';
    await stop();
    throw new Error(`could not start a PostgreSQL cluster with ${bin}: ${(error as Error).message}\n${tail}`, { cause: error });
  }
  const version = (await run(join(bin, 'pg_ctl'), ['--version'])).stdout.trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, label: `${version}, throwaway cluster`, stop, stopSync };
}

/** The PostgreSQL the suite runs on, and how to let it go. */
export async function acquirePostgres(): Promise<{ target: PostgresTarget; release(): Promise<void> }> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { target: { url: fromEnv, label: 'TEST_DATABASE_URL' }, release: async () => undefined };
  const bin = findPostgresBin();
  if (!bin) {
    const reason = `no PostgreSQL binaries (initdb) on this machine: ${INSTALL_HINT}`;
    // CI installs PostgreSQL (.ci/run): a CI run without it is a broken machine, not a skip.
    if (process.env.CI) throw new Error(`CI: ${reason}`);
    return { target: { skip: reason }, release: async () => undefined };
  }
  const cluster = await startCluster(bin);
  // A run cut short still stops the server; the normal end goes through release().
  const onExit = () => cluster.stopSync();
  process.once('exit', onExit);
  return {
    target: { url: cluster.url, label: cluster.label },
    release: async () => {
      process.off('exit', onExit);
      await cluster.stop();
    },
  };
}
