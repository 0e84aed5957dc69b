/**
 * Administrators from a shell, against the database the server uses (DATABASE_URL, or PGlite under DATA_DIR):
 *
 *   npm run admin -- create --email owner@example.com [--name "Owner"]
 *   npm run admin -- reset-password --email owner@example.com
 *
 * The password comes from ADMIN_PASSWORD, or is asked for on the terminal without echo (twice). The embedded
 * database (PGlite) is one process's at a time: stop the server first. With DATABASE_URL it may keep running.
 */
import { actorOf } from '../services/audit';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAccount, findAccountByEmail, setPassword } from '../services/accounts';
import { readHiddenLine } from './prompt';

/** Longer than the app's 8: an administrator's password set by hand guards the whole fleet. */
export const ADMIN_PASSWORD_MIN = 12;

const USAGE = [
  'Usage:',
  '  npm run admin -- create --email <e-mail> [--name <name>]',
  '  npm run admin -- reset-password --email <e-mail>',
  `The password comes from ADMIN_PASSWORD or is asked for (at least ${ADMIN_PASSWORD_MIN} characters).`,
  'With the embedded database (no DATABASE_URL), stop the server first.',
].join('\n');

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** Asks for a secret without echoing it; null when there is no terminal to ask on. */
  askSecret(prompt: string): Promise<string | null>;
}

/** Wrong arguments: the usage follows the message. */
class UsageError extends Error {}
/** A command that cannot be carried out (unknown account, weak password...). */
class CliError extends Error {}

async function readPassword(io: CliIo): Promise<string> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await io.askSecret('New password: '));
  if (password === null) throw new CliError('no password: set ADMIN_PASSWORD or run in a terminal');
  if (password.length < ADMIN_PASSWORD_MIN) throw new CliError(`the password must be at least ${ADMIN_PASSWORD_MIN} characters`);
  if (fromEnv === undefined && (await io.askSecret('Repeat it: ')) !== password) throw new CliError('the passwords do not match');
  return password;
}

function parse(args: string[]): { command: 'create' | 'reset-password'; email: string; name: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [command, ...extra] = parsed.positionals;
  if (command !== 'create' && command !== 'reset-password') throw new UsageError(command ? `unknown command '${command}'` : 'no command');
  if (extra.length > 0) throw new UsageError(`unexpected '${extra.join(' ')}'`);
  const email = parsed.values.email?.trim();
  if (!email || !z.email().safeParse(email).success) throw new UsageError('--email <e-mail> is required and must be an e-mail address');
  if (command === 'reset-password' && parsed.values.name !== undefined) throw new UsageError('--name is only for create');
  return { command, email, name: parsed.values.name?.trim() || undefined };
}

/** Runs one command; answers the exit code. */
export async function runAdminCli(args: string[], io: CliIo): Promise<number> {
  try {
    const { command, email, name } = parse(args);
    // ADMIN_EMAIL / ADMIN_PASSWORD configure the server's first start, not this command: the password is ours.
    const config = loadConfig({ ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    const password = await readPassword(io);
    const handle = await openDatabase(config.database);
    try {
      const existing = await findAccountByEmail(handle.db, email);
      if (command === 'create') {
        if (existing) throw new CliError(`${existing.email} already has an account (role ${existing.role}); use reset-password`);
        const created = await createAccount(handle.db, { email, name: name ?? 'Administrator', role: 'admin', password }, Date.now());
        if (!created) throw new CliError(`${email} already has an account`);
        io.out(`Administrator ${created.email} created.`);
      } else {
        if (!existing) throw new CliError(`no account with the e-mail ${email}`);
        const revoked = await setPassword(handle.db, actorOf(existing), password, Date.now(), 'account.passwordReset');
        io.out(`Password of ${existing.email} reset; ${revoked} session(s) signed out.`);
      }
    } finally {
      await handle.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`admin: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    const what = error instanceof ConfigError ? `configuration: ${error.message}` : error instanceof Error ? error.message : String(error);
    io.err(`admin: ${what}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const io: CliIo = {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askSecret: readHiddenLine,
  };
  process.exitCode = await runAdminCli(process.argv.slice(2), io);
}
