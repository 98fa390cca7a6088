import { describe, expect, it } from 'vitest';

import { WEB_FONTS_CLASS, WEB_FONTS_SCRIPT, WEB_FONTS_STORAGE_KEY } from '@/lib/first-paint/web-fonts';

type FaceLoad = 'loaded' | 'loading' | 'failed';

interface Visit {
  stored?: Record<string, string>;
  storageThrows?: boolean;
  /** How each declared face stands when the first frame comes. */
  faces: FaceLoad[];
}

/** Runs the inline script against a fake browser up to its first frame; returns the classes added and the faces asked for. */
async function firstFrame({ stored = {}, storageThrows = false, faces }: Visit) {
  const added: string[] = [];
  let loadsAsked = 0;
  let frame: (() => void) | undefined;
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return stored[key] ?? null;
    },
  };
  const fontFaces = faces.map((state) => ({
    load: () => {
      loadsAsked += 1;
      if (state === 'loaded') return Promise.resolve();
      if (state === 'failed') return Promise.reject(new Error('network'));
      return new Promise<void>(() => {});
    },
  }));
  const document = {
    documentElement: { classList: { add: (name: string) => added.push(name) } },
    fonts: {
      forEach: (each: (face: (typeof fontFaces)[number]) => void) => fontFaces.forEach((face) => each(face)),
    },
  };
  const requestAnimationFrame = (callback: () => void) => {
    frame = callback;
  };
  new Function('localStorage', 'document', 'requestAnimationFrame', WEB_FONTS_SCRIPT)(
    localStorage,
    document,
    requestAnimationFrame,
  );
  // Loads that are done settle before the frame: let their promises run.
  await new Promise((settled) => setImmediate(settled));
  frame?.();
  return { added, loadsAsked };
}

const returning = { [WEB_FONTS_STORAGE_KEY]: '1' };

describe('WEB_FONTS_SCRIPT (runs before the first frame)', () => {
  it('switches the web fonts on when every face is loaded by the first frame', async () => {
    expect(await firstFrame({ stored: returning, faces: ['loaded', 'loaded'] })).toEqual({
      added: [WEB_FONTS_CLASS],
      loadsAsked: 2,
    });
  });

  it('keeps the stand-ins for this page when a face is still on its way', async () => {
    expect((await firstFrame({ stored: returning, faces: ['loaded', 'loading'] })).added).toEqual([]);
  });

  it('keeps the stand-ins when a face fails to load', async () => {
    expect((await firstFrame({ stored: returning, faces: ['loaded', 'failed'] })).added).toEqual([]);
  });

  it('leaves a first visit in the stand-ins and fetches nothing', async () => {
    expect(await firstFrame({ faces: ['loaded', 'loaded'] })).toEqual({ added: [], loadsAsked: 0 });
    expect((await firstFrame({ stored: { theme: 'dark' }, faces: ['loaded'] })).added).toEqual([]);
  });

  it('keeps the stand-ins when storage is refused', async () => {
    expect((await firstFrame({ stored: returning, storageThrows: true, faces: ['loaded'] })).added).toEqual(
      [],
    );
  });
});
