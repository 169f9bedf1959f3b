import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Mail through an SMTP server (nodemailer): `smtps://user:password@host:465`, or `smtp://host:587` which
 * upgrades with STARTTLS when the server offers it. Nothing of a message is logged here: its links sign in.
 *
 * @example const mailer = createSmtpMailer({ smtpUrl: 'smtps://u:p@smtp.exemplo.com.br', from: 'a@b.c' })
 */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
