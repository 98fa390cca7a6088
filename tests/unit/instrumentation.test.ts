import { afterEach, describe, expect, it, vi } from 'vitest';

const captureRequestError = vi.fn();
vi.mock('@sentry/nextjs', () => ({ captureRequestError }));

type OnRequestError = typeof import('@/instrumentation').onRequestError;
const args = [
  new Error('render failed'),
  { path: '/blog/x', method: 'GET', headers: {} },
  { routerKind: 'Pages Router', routePath: '/blog/[slug]', routeType: 'render', revalidateReason: undefined },
] as unknown as Parameters<OnRequestError>;

/** instrumentation.ts as a server with this NODE_ENV and DSN loads it. */
async function load(nodeEnv: string, dsn: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', dsn);
  vi.resetModules();
  return import('@/instrumentation');
}

afterEach(() => {
  vi.unstubAllEnvs();
  captureRequestError.mockClear();
});

describe('server instrumentation', () => {
  it('reports a request error to Sentry in a production build with a DSN', async () => {
    const { onRequestError } = await load('production', 'https://key@o1.ingest.example/1');
    await onRequestError(...args);
    expect(captureRequestError).toHaveBeenCalledWith(...args);
  });

  it('reports nothing without a DSN, or outside a production build', async () => {
    for (const [nodeEnv, dsn] of [
      ['production', ''],
      ['development', 'https://key@o1.ingest.example/1'],
    ] as const) {
      const { onRequestError } = await load(nodeEnv, dsn);
      await onRequestError(...args);
    }
    expect(captureRequestError).not.toHaveBeenCalled();
  });
});
