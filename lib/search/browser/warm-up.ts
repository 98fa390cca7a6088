/**
 * When the header search gets ready before anyone asks (on slow 4G its code and index cost
 * seconds): the engine (a worker) once the page is idle after load, the dropdown's code at
 * the first gesture, which every way to the box begins with. Visitors saving data or on 2G
 * download nothing until they focus the box.
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

/** What counts as a first gesture: the visitor is using the page, not just loading it. */
export const GESTURE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const;

interface GestureTarget {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
}

/** Runs `task` once, at the first of GESTURE_EVENTS anywhere on the page. */
export function onFirstGesture(task: () => void, target: GestureTarget = window): void {
  const options = { capture: true, passive: true };
  const once = () => {
    for (const type of GESTURE_EVENTS) target.removeEventListener(type, once, options);
    task();
  };
  for (const type of GESTURE_EVENTS) target.addEventListener(type, once, options);
}
