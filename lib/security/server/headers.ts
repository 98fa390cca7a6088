/**
 * The site's security response headers, built from the integrations that are switched on,
 * so a default run allows its own origin only and each tag adds just the hosts it talks to.
 * Pure: next.config.ts passes the environment in; tests pass what they like.
 */
import { createHash } from 'node:crypto';

// Relative, not @/: next.config.ts loads this file before any alias is set up.
import { VIDEO_FRAME_ORIGINS } from '../../content/video';

/** Third-party services the environment can switch on (see lib/env/index.ts and .env.example). */
export interface Integrations {
  gtmId?: string;
  googleAdsId?: string;
  /** Full URL of the visitor-tracking script; its origin is allowed. */
  visitorTrackingSrc?: string;
  algoliaAppId?: string;
  sentryDsn?: string;
}

export interface SecurityHeaderOptions {
  integrations: Integrations;
  /**
   * The web editor's pages (/admin, Decap CMS) only: what the editor needs beyond the site.
   * `localBackend` is the origin of `npm run cms`, named in development only.
   */
  editor?: { localBackend?: string };
  /** Exact text of every inline <script> the pages render; each is allowed by its hash. */
  inlineScripts: readonly string[];
  /** Production adds HSTS and drops what only the dev server needs. */
  production: boolean;
}

export interface Header {
  key: string;
  value: string;
}

type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'worker-src';
type Sources = Partial<Record<Directive, string[]>>;

/** Hosts the tag manager loads from and reports to (Google's published CSP guidance). */
const TAG_MANAGER_SOURCES: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
};

/** Hosts the ads tag (gtag.js with conversion tracking) needs. */
const ADS_SOURCES: Sources = {
  'script-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
  ],
  'img-src': [
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  'connect-src': [
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  'frame-src': ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/** The search client's hosts for one application: the read cluster first, then its fallbacks. */
const algoliaSources = (appId: string): Sources => ({
  'connect-src': [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ],
});

/**
 * Sentry's events travel through the site's own /monitoring tunnel, so 'self' already
 * covers them; session replay compresses in a worker started from a blob: URL.
 */
const SENTRY_SOURCES: Sources = { 'worker-src': ['blob:'] };

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function integrationSources({
  gtmId,
  googleAdsId,
  visitorTrackingSrc,
  algoliaAppId,
  sentryDsn,
}: Integrations): Sources[] {
  const trackerOrigin = visitorTrackingSrc ? originOf(visitorTrackingSrc) : undefined;
  return [
    gtmId ? TAG_MANAGER_SOURCES : {},
    googleAdsId ? ADS_SOURCES : {},
    trackerOrigin
      ? { 'script-src': [trackerOrigin], 'connect-src': [trackerOrigin], 'img-src': [trackerOrigin] }
      : {},
    algoliaAppId ? algoliaSources(algoliaAppId) : {},
    sentryDsn ? SENTRY_SOURCES : {},
  ];
}

/** CSP source for an inline script: 'sha256-<base64 of the digest of its exact text>'. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/** Where browsers send policy violations (pages/api/csp-report.ts), and the group naming it. */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';

/**
 * The web editor (Decap CMS, /admin only): Ajv compiles its config checks ('unsafe-eval'); it
 * talks to GitHub's API, reads uploads from blob: URLs, shows avatars, previews in a frame.
 */
function editorSources(editor: { localBackend?: string }): Sources {
  return {
    'script-src': ["'unsafe-eval'"],
    // blob:: an upload is read back from its object URL before it is saved.
    'connect-src': ['blob:', 'https://api.github.com', ...(editor.localBackend ? [editor.localBackend] : [])],
    'img-src': ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'frame-src': ["'self'"],
  };
}

export function contentSecurityPolicy({
  integrations,
  inlineScripts,
  production,
  editor,
}: SecurityHeaderOptions): string {
  const extra = (directive: Directive) =>
    [...integrationSources(integrations), editor ? editorSources(editor) : {}].flatMap(
      (sources) => sources[directive] ?? [],
    );
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // React's development build evaluates code; production never does.
    [
      'script-src',
      [
        "'self'",
        ...inlineScripts.map(scriptHash),
        ...(production ? [] : ["'unsafe-eval'"]),
        ...extra('script-src'),
      ],
    ],
    // React and next/image write style attributes into the server HTML; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra('img-src')]],
    // The brand faces' cuts are written into the page as data: URLs (lib/first-paint/inline-css.ts).
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra('connect-src')]],
    // Body copy embeds YouTube and Vimeo players from their privacy-enhanced hosts, and only those.
    ['frame-src', [...VIDEO_FRAME_ORIGINS, ...extra('frame-src')]],
    ['worker-src', ["'self'", ...extra('worker-src')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // report-to for browsers with the Reporting API, report-uri for the rest.
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** Two years, the length the HSTS preload list asks for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  return [
    // Which scripts, styles, hosts and frames a page may use; everything else is refused.
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    // Browsers must not guess a file's type: a text file is never run as a script.
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Other sites see our origin, never the full address a visitor came from.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The site uses no camera, microphone, location, payment or USB: nothing embedded may either.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    // No one may frame the site (clickjacking); the older header for browsers without frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    // A window we open cannot reach back into ours, nor ours into it; the editor's GitHub
    // sign-in window must hand its token back to the page that opened it.
    {
      key: 'Cross-Origin-Opener-Policy',
      value: options.editor ? 'same-origin-allow-popups' : 'same-origin',
    },
    // Other sites' pages cannot load our responses as images, scripts or frames (side channels).
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // The editor is no page for search engines.
    ...(options.editor ? [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] : []),
    // Only over HTTPS in production: once seen, browsers refuse plain HTTP for two years.
    ...(options.production
      ? [
          {
            key: 'Strict-Transport-Security',
            value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
          },
        ]
      : []),
  ];
}
