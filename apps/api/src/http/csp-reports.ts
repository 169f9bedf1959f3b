import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from './errors.ts';
import { CSP_REPORT_PATH } from './content-security-policy.ts';

/** The two ways browsers send a violation: `report-uri` (one object) and the Reporting API (a list). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_REPORT_BYTES = 64 * 1024;
/** Reports per address per minute: a page in a loop of violations must not fill the log. */
const REPORTS_PER_MINUTE = 60;

/** What a report says, as logged: the blocked address and the directive, the page, the code's place. */
function summaryOf(report: unknown): Record<string, unknown>[] {
  const entries = Array.isArray(report) ? report : [report];
  return entries.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const body = (record['csp-report'] ?? record['body'] ?? {}) as Record<string, unknown>;
    const pick = (...names: string[]) => names.map((name) => body[name]).find((value) => value !== undefined);
    return {
      page: pick('document-uri', 'documentURL'),
      blocked: pick('blocked-uri', 'blockedURL'),
      directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
      source: pick('source-file', 'sourceFile'),
      line: pick('line-number', 'lineNumber'),
      sample: pick('script-sample', 'sample'),
    };
  });
}

/**
 * POST /v1/csp-reports: the browser's reports of what the Content-Security-Policy blocked, logged as warnings
 * ("violação de CSP") for whoever watches the logs. No sign-in (the browser sends them by itself); 204.
 */
export const cspReportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    max: REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => apiError('TOO_MANY_REQUESTS'),
  });
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body.toString()));
      } catch {
        done(apiError('BAD_REQUEST'), undefined);
      }
    },
  );
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: MAX_REPORT_BYTES,
      schema: {
        tags: ['health'],
        summary: 'Relatório de violação da política de segurança de conteúdo (CSP)',
        hide: true,
      },
    },
    async (request, reply) => {
      request.log.warn({ cspViolations: summaryOf(request.body) }, 'violação de CSP');
      return reply.status(204).send();
    },
  );
};
