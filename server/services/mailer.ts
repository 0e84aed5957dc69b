/**
 * Outgoing mail. With SMTP_URL, real mail through nodemailer; without it, an outbox: each message is appended as one
 * JSON line to `${DATA_DIR}/outbox.log` and its link logged, so a developer (or an operator before mail is set up)
 * can still reset a password. The outbox holds live reset links: it lives beside the data, never in the site.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';

export interface Mailer {
  sendPasswordReset(input: { to: string; name: string; link: string }): Promise<void>;
}

export const OUTBOX_FILE = 'outbox.log';

interface Message {
  to: string;
  subject: string;
  text: string;
  link: string;
}

function passwordResetMessage({ to, name, link }: { to: string; name: string; link: string }): Message {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your admin account. Open this link within one hour to choose a new one:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    link,
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async sendPasswordReset(input) {
      const { to, subject, text } = passwordResetMessage(input);
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

function outboxMailer(dataDir: string, log: Logger): Mailer {
  const file = join(dataDir, OUTBOX_FILE);
  return {
    async sendPasswordReset(input) {
      const message = passwordResetMessage(input);
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`, { mode: 0o600 });
      log.info({ to: message.to, link: message.link, outbox: file }, 'password reset link (no SMTP_URL: written to the outbox)');
    },
  };
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, log);
}
