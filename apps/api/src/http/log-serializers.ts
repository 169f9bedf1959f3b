import type { FastifyRequest } from 'fastify';

/** A CPF in a path (`/cpf/12345678909/report`), digits alone or punctuated. */
const CPF_IN_PATH = /(?<![0-9])[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}-?([0-9]{2})(?![0-9])/g;

/**
 * A path with every CPF masked but its last two digits (`***.***.***-09`): a driver's report is asked by CPF.
 *
 * @example maskPath('/v1/backoffice/performance-history/cpf/12345678909/report') // '.../cpf/***.***.***-09/report'
 */
export function maskPath(path: string): string {
  return path.replace(CPF_IN_PATH, '***.***.***-$1');
}

/**
 * What a request's log lines say of it: the method and the path with its CPFs masked, never the query string
 * (filters carry names, e-mails and CPFs) nor the address (the audit trail records it where it matters).
 */
export function requestForLog(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: maskPath(request.url.split('?')[0] ?? '') };
}

const QUOTED = /"[^"]*"|'[^']*'/g;
const EMAIL = /[^\s@"']+@[^\s@"']+/g;

/** A message with its quoted values and e-mails masked: database messages quote the offending value. */
function redact(message: string): string {
  return message.replace(QUOTED, '"…"').replace(EMAIL, '…@…');
}

/** The stack's frames only: its first lines repeat the message, which may hold SQL and its parameters. */
function framesOf(stack: string | undefined): string | undefined {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return stack && at >= 0 ? stack.slice(at + 1) : undefined;
}

type ErrorLike = Error & Record<string, unknown>;

/** The shape pino's error serializer is expected to return. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as the log may keep it: its type, codes and the database's reason, with the frames, but no SQL,
 * no query parameters and no values (Drizzle's message is "Failed query: <sql> params: <values>").
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as ErrorLike;
  const isQueryError = 'query' in e && 'params' in e;
  const fields: LoggedError = {
    type: e.name,
    message: isQueryError ? 'falha ao executar uma consulta' : redact(e.message),
    stack: framesOf(e.stack) ?? '',
  };
  for (const key of ['code', 'routine', 'table', 'column', 'constraint', 'severity', 'statusCode'])
    if (typeof e[key] === 'string' || typeof e[key] === 'number') fields[key] = e[key];
  if (e.cause !== undefined && depth < 3) fields['cause'] = errorForLog(e.cause, depth + 1);
  return fields;
}
