/**
 * One process at a time on an embedded database folder. PGlite takes no lock of its own: two processes on one
 * folder (a second server, a backup or restore while the server runs) would corrupt it. The holder listens on a
 * Unix socket beside the folder (`<folder>.sock`); another process that can connect to it knows the folder is in
 * use. A socket left by a process that died refuses connections, so it is never taken for a live holder (a PID file
 * could be: in a container the server and a later one-off command are both PID 1).
 */
import { rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { EXIT_CODES, StartupError } from '../startup';

/** Another live process holds the folder: one line for the operator, the exit code of an unusable DATA_DIR. */
export class DataDirBusyError extends StartupError {
  constructor(dir: string) {
    super(
      `The embedded database ${dir} is in use by another process (a running server, a backup or a restore). Stop it first, or give this one a DATA_DIR of its own.`,
      EXIT_CODES.dataDir,
    );
  }
}

export const lockPath = (dir: string): string => `${dir}.sock`;

/** true when a live process holds `dir` (its socket answers). */
export function isDataDirHeld(dir: string): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect(lockPath(dir));
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    // ENOENT (no socket), ECONNREFUSED (its holder died), or anything else that is not an answer.
    socket.once('error', () => ok(false));
  });
}

function listen(path: string): Promise<() => Promise<void>> {
  return new Promise((ok, fail) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', fail);
    server.listen(path, () => {
      server.unref(); // the lock never keeps the process alive by itself
      ok(() => new Promise<void>((done) => server.close(() => done())));
    });
  });
}

/**
 * Holds `dir` for this process until the answered release is called; throws DataDirBusyError when another live
 * process holds it. A socket its holder left behind (a crash, kill -9) is taken over. Where no socket can be made
 * (a path too long for one, a file system without sockets) nothing is held: the folder still opens, as before.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const path = lockPath(dir);
  try {
    return await listen(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') return async () => {};
  }
  if (await isDataDirHeld(dir)) throw new DataDirBusyError(dir);
  await rm(path, { force: true });
  return listen(path);
}
