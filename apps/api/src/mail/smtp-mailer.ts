import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Mail through an SMTP server (nodemailer): `smtps://user:password@host:465`, or `smtp://host:587` which
 * upgrades with STARTTLS, and must (the send fails otherwise) unless `allowPlaintext`. Nothing of a message is
 * logged here: its links sign in.
 *
 * @example const mailer = createSmtpMailer({ smtpUrl: 'smtps://u:p@smtp.exemplo.com.br', from: 'a@b.c', allowPlaintext: false })
 */
export function createSmtpMailer({
  smtpUrl,
  from,
  allowPlaintext,
}: {
  smtpUrl: string;
  from: string;
  allowPlaintext: boolean;
}): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, requireTLS: !allowPlaintext });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
