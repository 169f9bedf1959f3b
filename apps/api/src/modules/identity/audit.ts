import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The security events of the audit trail (ASVS 7.1.3, 7.2.1). */
export type AuditEvent =
  | 'signin.success'
  | 'signin.failure'
  | 'signin.locked'
  | 'session.refresh-reuse'
  | 'session.signout'
  | 'session.ended-by-owner'
  | 'session.others-ended'
  | 'password.changed'
  | 'password.change-failure'
  | 'password.change-locked'
  | 'password.reset'
  | 'password.reset-requested'
  | 'password.reset-limited';

/** Who and where: a known account by id; an e-mail that matches no account only by a short hash. */
export interface AuditSubject {
  userId?: number;
  email?: string;
  address: string;
  reason?: string;
}

/** Enough of a hash to link repeated attempts at one unknown e-mail, without the e-mail itself. */
export function accountHash(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 16);
}

/**
 * Writes one audit line: `{ audit: event, userId | accountHash, address, reason }`. Never a password, token,
 * link or e-mail in clear. Refresh-token reuse is a warning: it means a token leaked.
 *
 * @example audit(request.log, 'signin.failure', { email, address: request.ip, reason: 'bad-password' })
 */
export function audit(log: FastifyBaseLogger, event: AuditEvent, subject: AuditSubject): void {
  const { userId, email, address, reason } = subject;
  const line = {
    audit: event,
    ...(userId !== undefined ? { userId } : email !== undefined ? { accountHash: accountHash(email) } : {}),
    address,
    ...(reason ? { reason } : {}),
  };
  if (event === 'session.refresh-reuse') log.warn(line, `auditoria: ${event}`);
  else log.info(line, `auditoria: ${event}`);
}

/** The writes of a record that an audited entity (`api.audit`) records. */
const AUDITED_WRITES = new Set(['create', 'update', 'delete', 'activate', 'inactivate', 'link', 'unlink']);

/** Whether a generic call writes records an audit event must record. */
export const isAuditedWrite = (action: string): boolean => AUDITED_WRITES.has(action);

/**
 * Writes one audit line for an administrative change (ASVS 7.1.3): `{ audit: 'record.<action>', entity,
 * recordId, userId (who), address }`. Never the values written: an account's password or e-mail stays out.
 *
 * @example auditChange(request.log, { entity: 'managers', action: 'update', recordId: 7, userId: 1, address })
 */
export function auditChange(
  log: FastifyBaseLogger,
  change: { entity: string; action: string; recordId: number | undefined; userId: number; address: string },
): void {
  const { entity, action, recordId, userId, address } = change;
  log.info(
    { audit: `record.${action}`, entity, ...(recordId === undefined ? {} : { recordId }), userId, address },
    `auditoria: record.${action} ${entity}`,
  );
}
