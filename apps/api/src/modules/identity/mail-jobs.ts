import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type ResetRequest, sendPasswordReset } from './account.ts';
import { normalizeEmail, type IdentityContext } from './context.ts';

/** The pg-boss queue of the identity's e-mails (the reset links). */
export const IDENTITY_MAIL_QUEUE = 'identity-mail';

const QUEUE_OPTIONS = {
  // A mail server down for a moment: tried again 30 s, 1 min and 2 min later.
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** How often an idle process looks for reset links to send (pg-boss's shortest polling). */
const POLLING_SECONDS = 0.5;

/** Where a reset request is queued. */
export interface ResetMails {
  request(reset: ResetRequest): Promise<void>;
}

/**
 * The reset e-mails, sent by every process from the durable job queue (ASVS 2.5.2, 3.4): a request only
 * queues `{ email, address }`, whatever the e-mail, so its answer and its time tell nothing of which e-mails
 * exist, and a mail server that is down delays the link instead of failing the request.
 */
export function identityMailJobs(
  queue: JobQueue,
  context: IdentityContext,
  log: FastifyBaseLogger,
): ResetMails {
  queue.onStart(async (boss) => {
    await boss.createQueue(IDENTITY_MAIL_QUEUE, QUEUE_OPTIONS);
    await boss.updateQueue(IDENTITY_MAIL_QUEUE, QUEUE_OPTIONS);
    await boss.work<ResetRequest>(
      IDENTITY_MAIL_QUEUE,
      { pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (!job) return;
        try {
          await sendPasswordReset(context, job.data, log);
        } catch (error) {
          log.error(
            { err: error },
            'Falha ao enviar o e-mail de redefinição de senha: nova tentativa em breve',
          );
          throw error;
        }
      },
    );
  });
  return {
    async request({ email, address }) {
      await queue.boss.send(IDENTITY_MAIL_QUEUE, { email: normalizeEmail(email), address });
    },
  };
}
