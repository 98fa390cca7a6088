// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIST_ID, AFTER_PAINT_SCRIPT } from '@/lib/after-paint';

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/build/_buildManifest.js'];

function run(visibility: DocumentVisibilityState) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">${JSON.stringify(SOURCES)}</script>`;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  new Function(AFTER_PAINT_SCRIPT)();
}

const added = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

describe('the after-paint script loader', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('adds nothing until a frame has been painted, then every script in order, run in order', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run('visible');
    expect(added()).toEqual([]);
    frames.shift()?.(0);
    // The first frame is only being drawn; the next one starts after it was shown.
    expect(added()).toEqual([]);
    frames.shift()?.(16);
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(SOURCES.map((src) => ({ src, async: false })));
  });

  it('adds one tag per task, so no task has to start every fetch', () => {
    vi.useFakeTimers();
    const tasks = vi.spyOn(window, 'setTimeout');
    run('hidden');
    expect(added()).toEqual([]);
    expect(tasks).toHaveBeenCalledTimes(SOURCES.length);
    vi.runAllTimers();
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
  });

  it('does not wait for a frame in a hidden tab, which paints none', () => {
    vi.useFakeTimers();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    run('hidden');
    vi.runAllTimers();
    expect(frame).not.toHaveBeenCalled();
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
  });
});
