/**
 * When the header search gets ready before anyone asks. On a phone on slow 4G the search
 * code and index cost seconds; fetched once the page has loaded and is idle, the first
 * query is answered at once. Visitors who asked to save data, or on a 2G-class
 * connection, download nothing until they focus the search box.
 */

/** The parts of the Network Information API this reads (Chromium only; elsewhere absent). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTION_TYPES = ['slow-2g', '2g'];

/** Longest wait for an idle moment after load: a page that never idles still gets search ready. */
export const WARM_UP_IDLE_TIMEOUT_MS = 5000;

export const warmsUpEarly = (connection: ConnectionHints | undefined): boolean =>
  !connection?.saveData && !SLOW_CONNECTION_TYPES.includes(connection?.effectiveType ?? '');

interface IdleWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Runs `task` in the first idle moment after the page's load event (or soon, without idle callbacks). */
export function afterLoadWhenIdle(task: () => void, win: IdleWindow = window): void {
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(task, { timeout: WARM_UP_IDLE_TIMEOUT_MS })
      : win.setTimeout(task, 0);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
