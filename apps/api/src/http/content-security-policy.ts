/** A Content-Security-Policy as directives (helmet's shape): the name in camelCase, its sources. */
export type CspDirectives = Record<string, string[]>;

/** Where browsers send the reports of what the policy blocked (POST, logged by csp-reports.ts). */
export const CSP_REPORT_PATH = '/v1/csp-reports';
/** The Reporting API's name for that address (`Reporting-Endpoints` header, `report-to` directive). */
export const CSP_REPORT_GROUP = 'csp';

/**
 * The hosts Google documents for the Maps JavaScript API under an allowlist policy
 * (developers.google.com/maps/documentation/javascript/content-security-policy), added only when the portal was
 * built with a key.
 */
const GOOGLE_MAPS_SOURCES: CspDirectives = {
  scriptSrc: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  imgSrc: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
    'data:',
  ],
  frameSrc: ['*.google.com'],
  connectSrc: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  fontSrc: ['https://fonts.gstatic.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  workerSrc: ['blob:'],
};

/**
 * The policy of every answer, the portal's page first among them: scripts from this origin only (no inline
 * script, no eval), calls to this origin only, never framed, no plugins. Styles may be inline: react-hot-toast
 * writes its styles into a <style> element at run time; an injected style cannot run code.
 * `extraScripts`: hashes of a page's own inline scripts (the OpenAPI page's).
 */
export function contentSecurityPolicy(options: {
  mapsEnabled: boolean;
  extraScripts?: readonly string[];
}): CspDirectives {
  const policy: CspDirectives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...(options.extraScripts ?? [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'"],
    reportUri: [CSP_REPORT_PATH],
    reportTo: [CSP_REPORT_GROUP],
  };
  if (!options.mapsEnabled) return policy;
  for (const [name, sources] of Object.entries(GOOGLE_MAPS_SOURCES)) {
    const own = (policy[name] ?? []).filter((source) => source !== "'none'");
    policy[name] = [...new Set([...own, ...sources])];
  }
  return policy;
}

/** The header's text: `default-src 'self'; base-uri 'self'; ...`. */
export function policyHeader(policy: CspDirectives): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}
