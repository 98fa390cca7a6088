/**
 * The site's security headers with this build's inline scripts and integrations: next.config.ts
 * sends them on every route (headers()), and pages/_document.tsx on the error pages Next renders
 * before any headers() rule applies (the 400 for a malformed path). Relative imports only:
 * next.config.ts loads this file before any alias is set up.
 */
import { CONSENT_DEFAULT_SCRIPT } from '../../lib/consent/browser/consent-mode';
import { integrationsEnv, nodeEnv } from '../../lib/env';
import { AFTER_PAINT_SCRIPT } from '../../lib/first-paint/after-paint';
import { BLOCKING_FONTS_SCRIPT } from '../../lib/first-paint/blocking-fonts';
import { CHUNK_BOOTSTRAP_SCRIPT } from '../../lib/first-paint/chunk-bootstrap';
import { type SecurityHeaderOptions, securityHeaders } from '../../lib/security/server/headers';
import { GTM_INIT_SCRIPT } from '../../lib/tags';
import { THEME_SCRIPT } from '../../lib/theme';

/**
 * Inline scripts the pages run, allowed by their hash rather than 'unsafe-inline'. Next
 * itself then renders none that run: its page data is JSON, and so is the shared runtime's
 * start (CHUNK_BOOTSTRAP_SCRIPT).
 */
const inlineScripts = [
  THEME_SCRIPT,
  CONSENT_DEFAULT_SCRIPT,
  AFTER_PAINT_SCRIPT,
  BLOCKING_FONTS_SCRIPT,
  CHUNK_BOOTSTRAP_SCRIPT,
  ...(integrationsEnv.gtmId ? [GTM_INIT_SCRIPT] : []),
];

export function siteSecurityHeaders(editor?: SecurityHeaderOptions['editor']) {
  return securityHeaders({
    integrations: integrationsEnv,
    inlineScripts,
    production: nodeEnv() === 'production',
    editor,
  });
}
