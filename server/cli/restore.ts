/** `npm run restore -- <file.tar> [--force]`: puts a backup of `npm run backup` back (backup.ts says how). */
import { runBackupCli, type BackupIo } from './backup';

const io: BackupIo = { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) };
process.exitCode = await runBackupCli('restore', process.argv.slice(2), io);
