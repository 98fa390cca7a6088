// @vitest-environment jsdom
/** Session Replay waits for its consent category; error reporting does not. */
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { announceChoices } from '@/lib/consent/browser/events';
import { allChoices } from '@/lib/consent/categories';
import { CHOICES_COOKIE, serializeChoices } from '@/lib/consent/state';
import { REPLAY_CONSENT_CATEGORY } from '@/lib/sentry/options';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  replayIntegration: vi.fn(() => ({})),
}));
const replay = vi.hoisted(() => ({ stop: vi.fn(async () => {}), start: vi.fn() }));
vi.mock('@sentry/nextjs', () => ({ ...sentry, getReplay: () => replay }));

const choices = (granted: boolean) => ({ ...allChoices(!granted), [REPLAY_CONSENT_CATEGORY]: granted });

async function start() {
  vi.resetModules();
  const { startSentry } = await import('@/lib/sentry/browser/client');
  startSentry();
}

/** Settled once every dynamic import the client started has run. */
const settled = () => vi.waitFor(() => expect(sentry.init).toHaveBeenCalled());

/** Each test's client listens on the one window: its listeners go with the test. */
let listeners: Parameters<typeof window.addEventListener>[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  listeners = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof add>) => {
    listeners.push(args);
    add(...args);
  });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
});

describe('Sentry in the browser', () => {
  it('reports errors at once, and records no replay before consent', async () => {
    await start();
    await settled();
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ tunnel: '/monitoring' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentry.addIntegration).not.toHaveBeenCalled();
  });

  it(`starts replay when the visitor allows ${REPLAY_CONSENT_CATEGORY}, and stops it when withdrawn`, async () => {
    await start();
    await settled();
    announceChoices(choices(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentry.addIntegration).not.toHaveBeenCalled();
    announceChoices(choices(true));
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1));
    announceChoices(choices(false));
    await vi.waitFor(() => expect(replay.stop).toHaveBeenCalledTimes(1));
  });

  it('starts replay on load for a visitor who allowed it on an earlier visit', async () => {
    Cookies.set(CHOICES_COOKIE, serializeChoices(choices(true)));
    await start();
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1));
  });
});
