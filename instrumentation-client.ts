/**
 * Browser error reporting. Next runs this file before the app hydrates; the SDK itself is
 * fetched as its own chunk so it never weighs on the first-load JS.
 */

// Literal env names (not lib's `sentryEnabled`) so the bundler sees a constant: a build
// without a DSN folds this branch away, and the SDK chunk with it.
if (process.env.NODE_ENV === 'production' && process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@/lib/sentry/browser/client').then(({ startSentry }) => startSentry());
}
