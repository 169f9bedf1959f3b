import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { PRODUCT } from '../../product.ts';

/** The account a notice goes to: its address and how to greet it. */
export interface NoticeAccount {
  email: string;
  firstName: string | null;
}

const when = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(at);

const greeting = (account: NoticeAccount) => `Olá${account.firstName ? `, ${account.firstName}` : ''}!`;

/**
 * The notices an account's owner gets when its access changes (ASVS 2.2.3): the password changed, or the
 * e-mail changed (sent to the old address, which is the owner's until then). A notice that cannot be sent is
 * logged and does not undo the change that was made.
 */
export function accountNotices(mailer: Mailer, log: FastifyBaseLogger) {
  async function send(to: string, subject: string, lines: string[]) {
    try {
      await mailer.send({ to, subject: `${PRODUCT.name}: ${subject}`, text: lines.join('\n') });
    } catch (error) {
      log.error({ err: error }, `aviso à conta não enviado: ${subject}`);
    }
  }
  return {
    passwordChanged: (account: NoticeAccount, at = new Date()) =>
      send(account.email, 'sua senha foi alterada', [
        greeting(account),
        '',
        `A senha da sua conta foi alterada em ${when(at)}.`,
        'Se foi você, não é preciso fazer nada.',
        'Se não foi, peça a um administrador que redefina a sua senha ou use "Esqueci minha senha".',
      ]),
    emailChanged: (account: NoticeAccount, newEmail: string, at = new Date()) =>
      send(account.email, 'o e-mail da sua conta foi alterado', [
        greeting(account),
        '',
        `O e-mail da sua conta foi alterado em ${when(at)} para ${newEmail}.`,
        'As sessões abertas com o e-mail anterior foram encerradas.',
        'Se você não reconhece esta alteração, fale com um administrador.',
      ]),
  };
}

export type AccountNotices = ReturnType<typeof accountNotices>;
