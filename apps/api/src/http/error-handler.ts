import { fieldMessage } from '@frota/engine';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { databaseUnavailable, pgErrorCode } from '../db/pg-errors.ts';
import { ApiError, apiError, ERROR_CODES, FASTIFY_ERROR_CODES, type FieldErrors } from './errors.ts';
import { containsNul } from './request-guards.ts';

/**
 * PostgreSQL's answers to values it cannot take (a NUL or invalid byte, a number out of range, text where a
 * number goes): bad input, not a server fault. SQLSTATE codes; a query error carries them in `cause`.
 */
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22P02', '22008', '22007', '54000']);

interface VerboseValidationError extends FastifySchemaValidationError {
  parentSchema?: { title?: string; properties?: Record<string, { title?: string }> };
}

/**
 * pt-BR messages for a route schema's validation errors (identity bodies, params, query strings). Entity
 * payloads never get here: they are validated with the entity's own messages (see crud/body-validator.ts).
 * Fastify's ajv runs with `verbose`, so each error carries the schema that failed and its `title`.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): ApiError {
  const messages = (errors as VerboseValidationError[]).map((error) => {
    if (error.keyword === 'required') {
      const field = String(error.params['missingProperty']);
      return fieldMessage(error.parentSchema?.properties?.[field]?.title ?? field, 'required');
    }
    const title = error.parentSchema?.title ?? (error.instancePath.replace(/^\//, '') || dataVar);
    return error.keyword === 'minLength' && error.params['limit'] === 1
      ? fieldMessage(title, 'required')
      : fieldMessage(title, 'invalid');
  });
  return apiError('VALIDATION', [...new Set(messages)]);
}

/** How long a client should wait before trying again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Status and messages of any error thrown while handling a request. */
function describe(error: FastifyError | Error): {
  status: number;
  messages: readonly string[];
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
} {
  if (error instanceof ApiError)
    return {
      status: error.statusCode,
      messages: error.messages,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  if (databaseUnavailable(error))
    return {
      status: 503,
      messages: [ERROR_CODES.UNAVAILABLE.message],
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  const fastifyCode = (error as FastifyError).code;
  const mapped = fastifyCode ? FASTIFY_ERROR_CODES[fastifyCode] : undefined;
  if (mapped) return { status: ERROR_CODES[mapped].status, messages: [ERROR_CODES[mapped].message] };
  const state = pgErrorCode(error);
  if (state && BAD_INPUT_SQLSTATES.has(state))
    return { status: 400, messages: [ERROR_CODES.BAD_REQUEST.message] };
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return { status, messages: [ERROR_CODES.BAD_REQUEST.message] };
  return { status: 500, messages: [ERROR_CODES.INTERNAL.message] };
}

/**
 * Every answer that is not a success leaves in the envelope `{ success: false, errors: [...] }` with pt-BR
 * messages: our errors, Fastify's (bad JSON, unsupported media type, body too large) and unknown routes.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { portalPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void {
  // The portal sends `Content-Type: application/json` on every call, also on bodiless PUT and DELETE
  // (activate, inactivate, delete); Fastify's parser refuses an empty JSON body, so accept it as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (!error && containsNul(value)) done(apiError('INVALID_CHARACTERS'), undefined);
      else done(error, value);
    });
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const { status, messages, fieldErrors, retryAfterSeconds } = describe(error);
    // The logger's `err` serializer (errorForLog) keeps what may be logged of the error.
    if (status === 503) request.log.warn({ err: error }, 'banco de dados indisponível');
    else if (status >= 500) request.log.error({ err: error }, 'erro interno ao atender a requisição');
    if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
    return reply.status(status).send({
      success: false,
      errors: messages,
      ...(fieldErrors ? { fieldErrors } : {}),
      // What a user quotes when they report a server fault: the id its log lines carry.
      ...(status >= 500 ? { requestId: request.id } : {}),
    });
  });

  app.setNotFoundHandler(
    (request, reply) =>
      options.portalPage?.(request, reply) ??
      reply.status(404).send({
        success: false,
        errors: [
          `${ERROR_CODES.ROUTE_NOT_FOUND.message.replace(/\.$/, '')}: ${request.method} ${request.url.split('?')[0]}.`,
        ],
      }),
  );
}
