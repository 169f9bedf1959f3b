export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

/**
 * How the API sends e-mail: SMTP (mail/smtp-mailer.ts) in production, the dev outbox
 * (modules/dev/outbox.ts) in development.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases the transport's connections when the server stops. */
  close?(): void;
}
