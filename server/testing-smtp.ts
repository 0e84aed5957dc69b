/**
 * A real SMTP server for tests (smtp-server in the test's own process; mailparser reads each message): the outbox
 * tests and the product e2e run send the product's mail to it, stop it to play a mail server that is down, and start
 * it again on the same port.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  /** While set, a message's DATA is not answered until it resolves (a slow mail server). */
  hold: Promise<void> | null = null;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            if (this.hold) await this.hold;
            this.messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => ok());
    });
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((ok) => server.close(() => ok()));
  }
}

/** A port nothing listens on (taken from the system, then let go). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', () => ok()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

