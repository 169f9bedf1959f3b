import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openTestDatabase } from './helpers/database.ts';
import { eventually, MANAGER, testConfig } from './helpers/test-app.ts';

/** A real SMTP server on a free port that keeps what it receives. */
function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return { server, received };
}

let handle: DatabaseHandle;
const smtp = startSmtpServer();
let port = 0;
beforeAll(async () => {
  handle = await openTestDatabase({ seeded: true });
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server.server, 'listening');
  port = (smtp.server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  await handle.close();
});

describe('mail in production', () => {
  it('goes through SMTP, and neither the link nor the token reaches the log or the database', async () => {
    const logLines: string[] = [];
    const app = await buildApp({
      db: handle.db,
      config: testConfig({
        nodeEnv: 'production',
        logLevel: 'trace',
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'nao-responda@rotapremiada.com.br',
          allowPlaintext: true,
        },
      }),
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/identity/account/request-password-reset',
        payload: { email: MANAGER.email },
      });
      expect(response.statusCode).toBe(200);
      // Sent by the identity mail queue, a moment after the request answered.
      await eventually(
        async () => smtp.received.length,
        (count) => count === 1,
      );
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual([MANAGER.email]);
      // Quoted-printable may fold the long line: unfold it before reading the link.
      const unfolded = mail.raw.replace(/=\r?\n/g, '');
      const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(unfolded)?.[1];
      expect(token).toBeDefined();

      // The queue audits the request once the mail is sent.
      const log = await eventually(
        async () => logLines.join('\n'),
        (text) => text.includes('password.reset-requested'),
      );
      expect(log).not.toContain(token);
      expect(log).not.toContain('reset-password');

      // The token works once, from the e-mail: the reset link is real.
      const reset = await app.inject({
        method: 'POST',
        url: '/v1/identity/account/password-reset',
        payload: {
          email: MANAGER.email,
          password: 'estrada-nova-9',
          passwordConfirmation: 'estrada-nova-9',
          token,
        },
      });
      expect(reset.statusCode).toBe(200);

      // No outbox in a production database, and the dev route does not exist.
      const outbox = await handle.db.execute(sql`select to_regclass('dev_outbox') as name`);
      expect((outbox as unknown as { rows: { name: unknown }[] }).rows[0]?.name).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/v1/dev/outbox?to=a@b.c' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a reset request answers at once, the same for a known and an unknown e-mail, even with the mail server down', async () => {
    const logLines: string[] = [];
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({
      db: handle.db,
      config: testConfig({ logLevel: 'error', throttle: { resetRequestsPerHour: 100 } }),
      // A mail server that hangs on the first message and refuses the next ones.
      mailer: {
        async send(message) {
          sent.push(message.to);
          if (sent.length === 1) await slow;
          else throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
      },
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      const ask = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/v1/identity/account/request-password-reset',
          payload: { email },
        });
      const known = await ask(MANAGER.email);
      const unknown = await ask('ninguem@demo.com.br');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      // The hanging send happens outside the request: the answers above did not wait for it.
      await eventually(
        async () => sent,
        (to) => to.includes(MANAGER.email),
      );
      release();
      // Down: the request still answers 200; the failure is logged and the queue tries again later.
      expect((await ask(MANAGER.email)).statusCode).toBe(200);
      await eventually(
        async () => logLines.join('\n'),
        (log) => log.includes('Falha ao enviar o e-mail de redefinição de senha'),
      );
    } finally {
      release();
      await app.close();
    }
  });
});
