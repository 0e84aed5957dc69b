/** Outgoing mail. Interface only so far; the implementation (outbox file + console, or SMTP) comes with the auth routes. */
export interface Mailer {
  sendPasswordReset(input: { to: string; name: string; link: string }): Promise<void>;
}
