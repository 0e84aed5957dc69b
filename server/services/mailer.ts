/**
 * Outgoing mail. With SMTP_URL, real mail through nodemailer; without it, an outbox: each message is appended as one
 * JSON line to `${DATA_DIR}/outbox.log` and its link logged, so a developer (or an operator before mail is set up)
 * can still reset a password. The outbox holds live reset links: it lives beside the data, never in the site. In
 * production there is no outbox (config.ts refuses to start without SMTP_URL; should a production mailer be made
 * without it all the same, each send fails, so the database outbox keeps the mail, and no link is written anywhere).
 * `send` is the generic message the database outbox (services/outbox.ts) hands over; it throws when the message was
 * not accepted, so the outbox tries again later.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** A link to choose a password: a reset the account asked for, or an invitation from `invitedBy` (issue 22). */
export interface PasswordLink {
  to: string;
  name: string;
  link: string;
  invitedBy?: string;
}

export interface Mailer {
  sendPasswordReset(input: PasswordLink): Promise<void>;
  send(message: MailMessage): Promise<void>;
}

export const OUTBOX_FILE = 'outbox.log';

interface Message {
  to: string;
  subject: string;
  text: string;
  link: string;
}

function passwordResetMessage({ to, name, link, invitedBy }: PasswordLink): Message {
  if (invitedBy !== undefined) {
    return {
      to,
      subject: 'You are invited to the admin portal',
      text: [
        `Hello ${name},`,
        '',
        `${invitedBy} invited you to the fleet's admin portal. Open this link within 72 hours to choose your password:`,
        '',
        link,
        '',
        'The link works once. If you did not expect this, ignore this e-mail: no one can sign in to the account without it.',
      ].join('\n'),
      link,
    };
  }
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

/** A mail server that does not answer fails the send in seconds (not nodemailer's minutes): the outbox retries it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async sendPasswordReset(input) {
      const { to, subject, text } = passwordResetMessage(input);
      await transport.sendMail({ from, to, subject, text });
    },
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from, to, subject, text, ...(replyTo ? { replyTo } : {}) });
    },
  };
}

/** The development outbox (DATA_DIR/outbox.log); the test servers read their mail from it (server/testing.ts). */
export function outboxMailer(dataDir: string, log: Logger): Mailer {
  const file = join(dataDir, OUTBOX_FILE);
  const append = async (line: object) => {
    await mkdir(dataDir, { recursive: true });
    await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...line })}\n`, { mode: 0o600 });
  };
  return {
    async sendPasswordReset(input) {
      const message = passwordResetMessage(input);
      await append(message);
      log.info({ to: message.to, link: message.link, outbox: file }, 'password reset link (no SMTP_URL: written to the outbox)');
    },
    async send(message) {
      await append(message);
      log.info({ to: message.to, subject: message.subject, outbox: file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

/** Production without SMTP_URL: nothing is written or logged; each send throws (the database outbox retries it). */
function refusingMailer(): Mailer {
  const refuse = () => Promise.reject(new Error('SMTP_URL is not set: mail is not sent in production'));
  return { sendPasswordReset: refuse, send: refuse };
}

export function createMailer(config: Pick<ServerConfig, 'production' | 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return config.production ? refusingMailer() : outboxMailer(config.dataDir, log);
}
