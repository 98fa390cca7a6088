import { describe, expect, it, vi } from 'vitest';

import {
  afterLoadWhenIdle,
  GESTURE_EVENTS,
  onFirstGesture,
  WARM_UP_IDLE_TIMEOUT_MS,
  warmsUpEarly,
} from '@/lib/search/browser/warm-up';

function fakeWindow(readyState: DocumentReadyState, idleCallbacks = true) {
  const loadListeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  const timers: (() => void)[] = [];
  return {
    loadListeners,
    idle,
    timers,
    win: {
      document: { readyState },
      addEventListener: (_type: 'load', listener: () => void) => loadListeners.push(listener),
      ...(idleCallbacks && {
        requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) =>
          idle.push({ callback, timeout }),
      }),
      setTimeout: (callback: () => void) => timers.push(callback),
    },
  };
}

describe('search warm-up', () => {
  it('happens early unless the visitor saves data or is on a 2G-class connection', () => {
    expect(warmsUpEarly(undefined)).toBe(true);
    expect(warmsUpEarly({ effectiveType: '4g' })).toBe(true);
    expect(warmsUpEarly({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(warmsUpEarly({ saveData: true })).toBe(false);
    expect(warmsUpEarly({ effectiveType: '2g' })).toBe(false);
    expect(warmsUpEarly({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('waits for the load event, then for an idle moment (at most the idle timeout)', () => {
    const task = vi.fn();
    const { win, loadListeners, idle } = fakeWindow('interactive');
    afterLoadWhenIdle(task, win);
    expect(idle).toHaveLength(0);
    loadListeners.forEach((listener) => listener());
    expect(idle).toEqual([{ callback: task, timeout: WARM_UP_IDLE_TIMEOUT_MS }]);
    expect(task).not.toHaveBeenCalled();
  });

  it('asks for the idle moment at once on a page already loaded, and uses a timer without idle callbacks', () => {
    const task = vi.fn();
    const loaded = fakeWindow('complete');
    afterLoadWhenIdle(task, loaded.win);
    expect(loaded.idle).toHaveLength(1);

    const noIdle = fakeWindow('complete', false);
    afterLoadWhenIdle(task, noIdle.win);
    noIdle.timers.forEach((timer) => timer());
    expect(task).toHaveBeenCalledOnce();
  });

  it('loads the dropdown code once, at the first gesture of any kind, and stops listening', () => {
    for (const gesture of GESTURE_EVENTS) {
      const target = new EventTarget();
      const task = vi.fn();
      onFirstGesture(task, target);
      expect(task).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(gesture));
      for (const other of GESTURE_EVENTS) target.dispatchEvent(new Event(other));
      expect(task, gesture).toHaveBeenCalledOnce();
    }
  });
});
