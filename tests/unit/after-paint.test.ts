// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AFTER_PAINT_LIMIT_MS, AFTER_PAINT_LIST_ID, AFTER_PAINT_SCRIPT } from '@/lib/first-paint/after-paint';

const SOURCES = [
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/b.js',
  '/_next/static/build/_buildManifest.js',
];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A stand-in for the browser's PerformanceObserver that lets the test report paints. */
function fakePaintTiming() {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(name: string) {
      for (const entry of observers.filter(({ disconnected }) => !disconnected))
        entry.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => (entry.disconnected = true) },
        );
    },
  };
}

function run(visibility: DocumentVisibilityState) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">${JSON.stringify(SOURCES)}</script>`;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  new Function(AFTER_PAINT_SCRIPT)();
}

const added = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

describe('the after-paint script loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('adds nothing until the first contentful paint is reported, then every script in order', () => {
    const paints = fakePaintTiming();
    run('visible');
    paints.report('first-paint');
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(added()).toEqual([]);
    paints.report('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(SOURCES.map((src) => ({ src, async: false })));
  });

  it('loads once only, however late the limit comes', () => {
    const paints = fakePaintTiming();
    run('visible');
    paints.report('first-contentful-paint');
    vi.runAllTimers();
    expect(added()).toHaveLength(SOURCES.length);
  });

  it(`does not wait longer than ${AFTER_PAINT_LIMIT_MS} ms for a paint that is never reported`, () => {
    fakePaintTiming();
    run('visible');
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
  });

  it('waits two frames in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run('visible');
    frames.shift()?.(0);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([]);
    frames.shift()?.(16);
    vi.advanceTimersByTime(2);
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
  });

  it('does nothing, and throws nothing, on a page without a list (the development server)', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(() => new Function(AFTER_PAINT_SCRIPT)()).not.toThrow();
    vi.runAllTimers();
    expect(added()).toEqual([]);
  });

  it('adds one tag per task in a hidden tab, which paints nothing and so does not wait', () => {
    const tasks = vi.spyOn(window, 'setTimeout');
    run('hidden');
    expect(added()).toEqual([]);
    expect(tasks).toHaveBeenCalledTimes(SOURCES.length);
    vi.runAllTimers();
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
  });
});
