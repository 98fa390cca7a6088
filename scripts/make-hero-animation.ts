/**
 * Writes public/animations/hero-orbits.json: our own small Lottie animation (indigo rings
 * and dots orbiting a core). Run with `npx tsx scripts/make-hero-animation.ts`.
 */
import { writeFileSync } from 'node:fs';

import { lottieRgba, THEME_COLORS } from '@/lib/theme/colors';

const WIDTH = 400;
const HEIGHT = 300;
const FRAMES = 180; // 6 s at 30 fps, one full loop
const CENTER = [WIDTH / 2, HEIGHT / 2, 0];

/** Brand indigo shades, as Lottie's 0..1 RGBA. */
const INDIGO = lottieRgba(THEME_COLORS.light.accent);
const INDIGO_LIGHT = lottieRgba(THEME_COLORS.dark.accent);

const still = (k: unknown) => ({ a: 0, k });
const ease = { i: { x: [0.45], y: [1] }, o: { x: [0.55], y: [0] } };

/** A property going through `values` evenly over the loop, back to the first. */
function loop(values: number[][]) {
  const step = FRAMES / values.length;
  return { a: 1, k: [...values, values[0]].map((s, i) => ({ t: Math.round(i * step), s, ...ease })) };
}

function group(items: object[]) {
  const transform = {
    ty: 'tr',
    p: still([0, 0]),
    a: still([0, 0]),
    s: still([100, 100]),
    r: still(0),
    o: still(100),
  };
  return { ty: 'gr', it: [...items, transform] };
}

const fill = (color: number[], opacity = 100) => ({ ty: 'fl', c: still(color), o: still(opacity), r: 1 });
const stroke = (color: number[], width: number) => ({
  ty: 'st',
  c: still(color),
  o: still(100),
  w: still(width),
  lc: 2,
  lj: 2,
});
const ellipse = (x: number, y: number, size: number) => ({
  ty: 'el',
  p: still([x, y]),
  s: still([size, size]),
  d: 1,
});

let index = 0;
function layer(name: string, shapes: object[], transform: Record<string, unknown>) {
  index += 1;
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ks: {
      o: still(100),
      r: still(0),
      p: still(CENTER),
      a: still([0, 0, 0]),
      s: still([100, 100, 100]),
      ...transform,
    },
    ao: 0,
    shapes,
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
  };
}

/** A dot on a ring of `radius`, turning `turns` times a loop. */
function orbit(name: string, radius: number, size: number, color: number[], turns: number) {
  return layer(name, [group([ellipse(radius, 0, size), fill(color)])], {
    r: {
      a: 1,
      k: [
        { t: 0, s: [0], i: { x: [1], y: [1] }, o: { x: [0], y: [0] } },
        { t: FRAMES, s: [360 * turns] },
      ],
    },
  });
}

const animation = {
  v: '5.7.4',
  nm: 'Byer hero orbits',
  fr: 30,
  ip: 0,
  op: FRAMES,
  w: WIDTH,
  h: HEIGHT,
  ddd: 0,
  assets: [],
  // Later layers draw underneath, so the dots come first.
  layers: [
    orbit('dot outer', 120, 18, INDIGO, 1),
    orbit('dot middle', 80, 14, INDIGO_LIGHT, -2),
    orbit('dot inner', 48, 10, INDIGO, 3),
    layer('core', [group([ellipse(0, 0, 56), fill(INDIGO)])], {
      s: loop([
        [100, 100, 100],
        [116, 116, 100],
      ]),
    }),
    layer(
      'rings',
      [
        group([ellipse(0, 0, 240), stroke(INDIGO_LIGHT, 2)]),
        group([ellipse(0, 0, 160), stroke(INDIGO_LIGHT, 2)]),
        group([ellipse(0, 0, 96), stroke(INDIGO_LIGHT, 2)]),
      ],
      {},
    ),
    layer('halo', [group([ellipse(0, 0, 280), fill(INDIGO_LIGHT, 20)])], {
      s: loop([
        [100, 100, 100],
        [108, 108, 100],
      ]),
    }),
  ],
};

writeFileSync('public/animations/hero-orbits.json', JSON.stringify(animation));
