import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, OUTBOX_FILE } from './mailer';

const LINK = 'http://localhost:5173/admin/reset-password?token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const MAIL = { to: 'admin@example.com', name: 'Fleet Administrator', link: LINK };

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'luxe-mail-')), 'data');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('the outbox (no SMTP_URL)', () => {
  it('appends one JSON line per mail to DATA_DIR/outbox.log, readable by the owner only, and logs the link', async () => {
    const logged: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    const mailer = createMailer({ production: false, smtpUrl: undefined, mailFrom: 'x <x@localhost>', dataDir: dir }, log);
    await mailer.sendPasswordReset(MAIL);
    await mailer.sendPasswordReset({ ...MAIL, to: 'staff@example.com' });
    const file = join(dir, OUTBOX_FILE);
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: MAIL.to, subject: 'Reset your password', link: LINK, at: expect.any(String) });
    expect(lines[0]?.text).toContain(LINK);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(logged.join('')).toContain(LINK);
  });
});

describe('in production without SMTP_URL (issue 20: never a live link in a file or the log)', () => {
  it('writes no outbox and logs no link: each send fails, so the database outbox keeps the mail', async () => {
    const logged: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
    const mailer = createMailer({ production: true, smtpUrl: undefined, mailFrom: 'x <x@localhost>', dataDir: dir }, log);
    await expect(mailer.sendPasswordReset(MAIL)).rejects.toThrow(/SMTP_URL/);
    await expect(mailer.send({ to: 'desk@luxe.example', subject: 'S', text: LINK })).rejects.toThrow(/SMTP_URL/);
    await expect(stat(join(dir, OUTBOX_FILE))).rejects.toThrow(/ENOENT/);
    expect(logged.join('')).not.toContain('0123456789abcdef');
  });
});

describe('any message (the database outbox hands them over)', () => {
  it('without SMTP_URL, appends it to the same log with its Reply-To', async () => {
    const mailer = createMailer({ production: false, smtpUrl: undefined, mailFrom: 'x <x@localhost>', dataDir: dir }, pino({ level: 'silent' }));
    await mailer.send({ to: 'desk@luxe.example', subject: 'New enquiry LD-7K3Q9: Prices', text: 'Hello\nthere', replyTo: 'aisha@example.com' });
    const [line] = (await readFile(join(dir, OUTBOX_FILE), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(line).toEqual({ at: expect.any(String), to: 'desk@luxe.example', subject: 'New enquiry LD-7K3Q9: Prices', text: 'Hello\nthere', replyTo: 'aisha@example.com' });
  });

  it('with SMTP_URL, throws when the mail server cannot be reached (so the outbox tries again)', async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const { port } = closed.address() as AddressInfo;
    await new Promise((ok) => closed.close(ok));
    const mailer = createMailer({ production: false, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'x <x@localhost>', dataDir: dir }, pino({ level: 'silent' }));
    await expect(mailer.send({ to: 'desk@luxe.example', subject: 'S', text: 'T' })).rejects.toThrow();
  });
});

describe('SMTP (SMTP_URL)', () => {
  let server: Server;
  const received: string[] = [];

  /** Just enough of an SMTP server to take one message (no TLS offered, so none is tried). */
  beforeEach(async () => {
    received.length = 0;
    server = createServer((socket) => {
      let buffer = '';
      let message: string | null = null;
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message !== null) {
            if (line === '.') {
              received.push(message);
              message = null;
              socket.write('250 queued\r\n');
            } else message += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'DATA') {
            message = '';
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  });
  afterEach(async () => {
    await new Promise((ok) => server.close(ok));
  });

  it('sends the reset mail through the server, and writes no outbox', async () => {
    const { port } = server.address() as AddressInfo;
    const mailer = createMailer({ production: false, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Luxe <no-reply@luxe.example>', dataDir: dir }, pino({ level: 'silent' }));
    await mailer.sendPasswordReset(MAIL);
    expect(received).toHaveLength(1);
    const message = received[0] ?? '';
    expect(message).toMatch(/^To: admin@example\.com$/m);
    expect(message).toMatch(/^From: Luxe <no-reply@luxe\.example>$/m);
    expect(message).toMatch(/^Subject: Reset your password$/m);
    // Quoted-printable: undo soft line breaks and '=' escapes before looking for the link.
    expect(message.replace(/=\n/g, '').replace(/=3D/g, '=')).toContain(LINK);
    await expect(stat(join(dir, OUTBOX_FILE))).rejects.toThrow();
  });
});
