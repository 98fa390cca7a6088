/**
 * Abstract cover art: one SVG per piece of work, from its palette and motif (front matter
 * `art:`, see lib/media/art-direction.ts) and a seed. No text and no logos: the title and the
 * client's name are HTML beside the picture. The same seed always draws the same picture.
 */
import { type ArtDirection, type ArtPalette, artPalette } from '@/lib/media/art-direction';

type Rand = () => number;

/** FNV-1a into mulberry32: a small, stable generator so re-drawing reproduces a cover. */
function seeded(seed: string): Rand {
  let h = 0x811c9dc5;
  for (const char of seed) h = Math.imul(h ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rand, lo: number, hi: number) => lo + (hi - lo) * r();
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const f = (n: number) => n.toFixed(1);

/** Mixes two #rrggbb colours; t = 0 is a, 1 is b. */
function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived lightness of a #rrggbb colour, 0 (black) to 1 (white), by Rec. 709 weights. */
function lightness(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

interface Canvas {
  w: number;
  h: number;
  p: ArtPalette;
  r: Rand;
}

/** A smooth closed path through points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: { x: number; y: number }[]): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n]!;
  let d = `M${f(at(0).x)} ${f(at(0).y)}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += ` C${f(p1.x + (p2.x - p0.x) / 6)} ${f(p1.y + (p2.y - p0.y) / 6)} ${f(p2.x - (p3.x - p1.x) / 6)} ${f(p2.y - (p3.y - p1.y) / 6)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return `${d}Z`;
}

function botanical({ w, h, p, r }: Canvas): string {
  let out = `<circle cx="${f(w * between(r, 0.55, 0.75))}" cy="${f(h * 0.42)}" r="${f(h * 0.46)}" fill="${p.second}" opacity=".35"/>`;
  const leaf = (x: number, y: number, angle: number, len: number, fill: string) => {
    const wd = len * 0.34;
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 C${f(len * 0.28)} ${f(-wd)} ${f(len * 0.72)} ${f(-wd)} ${f(len)} 0 C${f(len * 0.72)} ${f(wd)} ${f(len * 0.28)} ${f(wd)} 0 0Z" fill="${fill}"/><path d="M${f(len * 0.06)} 0 L${f(len * 0.9)} 0" stroke="${p.ground}" stroke-width="3" opacity=".45" stroke-linecap="round"/></g>`;
  };
  const fruits: string[] = [];
  for (let s = 0; s < 5; s++) {
    const x0 = w * (0.08 + s * 0.21 + between(r, -0.04, 0.04));
    const bend = between(r, -0.35, 0.35) * w * 0.3;
    const pts = [
      { x: x0, y: h + 20 },
      { x: x0 + bend * 0.3, y: h * 0.65 },
      { x: x0 + bend, y: h * 0.3 },
      { x: x0 + bend * 1.2 + between(r, -60, 60), y: h * between(r, -0.05, 0.15) },
    ];
    const [a, b, c, d] = pts as [(typeof pts)[0], (typeof pts)[0], (typeof pts)[0], (typeof pts)[0]];
    out += `<path d="M${f(a.x)} ${f(a.y)} C${f(b.x)} ${f(b.y)} ${f(c.x)} ${f(c.y)} ${f(d.x)} ${f(d.y)}" fill="none" stroke="${p.deep}" stroke-width="7" stroke-linecap="round"/>`;
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      const mt = 1 - t;
      const x = mt ** 3 * a.x + 3 * mt * mt * t * b.x + 3 * mt * t * t * c.x + t ** 3 * d.x;
      const y = mt ** 3 * a.y + 3 * mt * mt * t * b.y + 3 * mt * t * t * c.y + t ** 3 * d.y;
      const dx = 3 * mt * mt * (b.x - a.x) + 6 * mt * t * (c.x - b.x) + 3 * t * t * (d.x - c.x);
      const dy = 3 * mt * mt * (b.y - a.y) + 6 * mt * t * (c.y - b.y) + 3 * t * t * (d.y - c.y);
      const along = (Math.atan2(dy, dx) * 180) / Math.PI;
      const side = i % 2 === 0 ? 1 : -1;
      out += leaf(
        x,
        y,
        along + side * between(r, 35, 60),
        between(r, 120, 210) * (1 - t * 0.35),
        pick(r, [p.main, p.main, p.deep, p.second]),
      );
      if (r() < 0.22)
        fruits.push(
          `<circle cx="${f(x + side * 26)}" cy="${f(y + 30)}" r="${f(between(r, 22, 34))}" fill="${p.spark}"/><circle cx="${f(x + side * 26 - 8)}" cy="${f(y + 22)}" r="7" fill="${p.ground}" opacity=".55"/>`,
        );
    }
  }
  return out + fruits.join('');
}

function circuit({ w, h, p, r }: Canvas): string {
  const step = 32;
  const out = `<pattern id="grid" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${p.deep}"/></pattern><rect width="${w}" height="${h}" fill="url(#grid)"/>`;
  const cx = Math.round((w * between(r, 0.55, 0.68)) / step) * step;
  const cy = Math.round((h * 0.48) / step) * step;
  const half = step * 5;
  const traces: string[] = [];
  const glow: string[] = [];
  const pads: string[] = [];
  const sides = [
    { dx: -1, dy: 0 },
    { dx: 1, dy: 0 },
    { dx: 0, dy: -1 },
    { dx: 0, dy: 1 },
  ];
  for (const { dx, dy } of sides) {
    for (let k = -4; k <= 4; k++) {
      const sx = cx + dx * half + (dy !== 0 ? k * step : 0);
      const sy = cy + dy * half + (dx !== 0 ? k * step : 0);
      const run1 = step * Math.floor(between(r, 1, 5));
      const diag = step * Math.floor(between(r, 1, 4)) * (r() < 0.5 ? -1 : 1);
      const far = step * Math.floor(between(r, 4, 22));
      const x1 = sx + dx * run1;
      const y1 = sy + dy * run1;
      const x2 = x1 + dx * Math.abs(diag) + (dy !== 0 ? diag : 0);
      const y2 = y1 + dy * Math.abs(diag) + (dx !== 0 ? diag : 0);
      const x3 = x2 + dx * far;
      const y3 = y2 + dy * far;
      const d = `M${sx} ${sy} L${x1} ${y1} L${x2} ${y2} L${x3} ${y3}`;
      const bright = r() < 0.3;
      const colour = bright ? p.main : p.second;
      traces.push(
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${bright ? 5 : 4}" stroke-linejoin="round" opacity="${bright ? 1 : 0.8}"/>`,
      );
      if (bright)
        glow.push(
          `<path d="${d}" fill="none" stroke="${p.main}" stroke-width="16" stroke-linejoin="round" opacity=".16"/>`,
        );
      pads.push(
        `<circle cx="${x3}" cy="${y3}" r="9" fill="${p.ground}" stroke="${colour}" stroke-width="4"/>`,
      );
      if (r() < 0.12)
        pads.push(`<rect x="${x2 - 7}" y="${y2 - 7}" width="14" height="14" rx="3" fill="${p.spark}"/>`);
    }
  }
  const chip = `<rect x="${cx - half}" y="${cy - half}" width="${half * 2}" height="${half * 2}" rx="22" fill="${p.deep}" stroke="${p.second}" stroke-width="4"/><rect x="${cx - half + 40}" y="${cy - half + 40}" width="${half * 2 - 80}" height="${half * 2 - 80}" rx="12" fill="none" stroke="${p.main}" stroke-width="3" opacity=".7"/><circle cx="${cx - half + 64}" cy="${cy - half + 64}" r="9" fill="${p.spark}"/>`;
  return out + glow.join('') + traces.join('') + pads.join('') + chip;
}

function signal({ w, h, p, r }: Canvas): string {
  let out = '';
  const sources = [
    { x: w * between(r, 0.6, 0.75), y: h * between(r, 0.45, 0.6), n: 11 },
    { x: w * between(r, 0.1, 0.25), y: h * between(r, 0.15, 0.35), n: 9 },
    { x: w * between(r, 0.3, 0.45), y: h * between(r, 0.8, 0.95), n: 8 },
  ];
  for (const [s, src] of sources.entries()) {
    for (let i = 1; i <= src.n; i++) {
      out += `<circle cx="${f(src.x)}" cy="${f(src.y)}" r="${i * 52}" fill="none" stroke="${s === 0 ? p.main : p.second}" stroke-width="${s === 0 ? 4 : 3}" opacity="${f(0.9 * (1 - i / (src.n + 2)))}"/>`;
    }
    out += `<circle cx="${f(src.x)}" cy="${f(src.y)}" r="${s === 0 ? 20 : 13}" fill="${p.spark}"/>`;
  }
  for (let i = 0; i < 18; i++) {
    out += `<rect x="${f(between(r, 0, w))}" y="${f(between(r, 0, h))}" width="16" height="10" rx="3" fill="${pick(r, [p.second, p.spark])}" opacity=".85"/>`;
  }
  return out;
}

function meridians({ w, h, p, r }: Canvas): string {
  const cx = w * 0.64;
  const cy = h * 0.6;
  const R = h * 0.72;
  let globe = `<circle cx="0" cy="0" r="${f(R)}" fill="${p.deep}"/>`;
  for (let i = 1; i < 9; i++) {
    const rx = R * Math.abs(Math.cos((i * Math.PI) / 9));
    globe += `<ellipse cx="0" cy="0" rx="${f(rx)}" ry="${f(R)}" fill="none" stroke="${p.second}" stroke-width="2.5" opacity=".45"/>`;
  }
  for (let i = -3; i <= 3; i++) {
    const y = R * Math.sin((i * Math.PI) / 8);
    const half = Math.sqrt(R * R - y * y);
    globe += `<ellipse cx="0" cy="${f(y)}" rx="${f(half)}" ry="${f(half * 0.16)}" fill="none" stroke="${p.second}" stroke-width="2.5" opacity=".45"/>`;
  }
  const spot = () => {
    const a = between(r, 0, Math.PI * 2);
    const d = Math.sqrt(r()) * R * 0.85;
    return { x: Math.cos(a) * d, y: Math.sin(a) * d };
  };
  const hubs = Array.from({ length: 7 }, spot);
  let arcs = '';
  for (let i = 0; i < 10; i++) {
    const a = pick(r, hubs);
    const b = pick(r, hubs);
    if (a === b) continue;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2 - Math.hypot(b.x - a.x, b.y - a.y) * 0.45;
    arcs += `<path d="M${f(a.x)} ${f(a.y)} Q${f(mx)} ${f(my)} ${f(b.x)} ${f(b.y)}" fill="none" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/>`;
  }
  const dots = hubs
    .map(
      (s) =>
        `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="22" fill="${p.spark}" opacity=".2"/><circle cx="${f(s.x)}" cy="${f(s.y)}" r="9" fill="${p.spark}"/>`,
    )
    .join('');
  const halo = `<circle cx="0" cy="0" r="${f(R + 46)}" fill="none" stroke="${p.main}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round" opacity=".8"/>`;
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(-18)">${halo}${globe}${arcs}${dots}</g>`;
}

function radar({ w, h, p, r }: Canvas): string {
  const cx = w * 0.16;
  const cy = h * 1.02;
  const max = Math.hypot(w, h);
  let out = `<defs><linearGradient id="sweep" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${p.main}" stop-opacity=".75"/><stop offset="1" stop-color="${p.main}" stop-opacity="0"/></linearGradient></defs>`;
  const a0 = (-62 * Math.PI) / 180;
  const a1 = (-34 * Math.PI) / 180;
  out += `<path d="M${f(cx)} ${f(cy)} L${f(cx + max * Math.cos(a0))} ${f(cy + max * Math.sin(a0))} A${f(max)} ${f(max)} 0 0 1 ${f(cx + max * Math.cos(a1))} ${f(cy + max * Math.sin(a1))}Z" fill="url(#sweep)" opacity=".55"/>`;
  for (let i = 1; i < 16; i++) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${i * 110}" fill="none" stroke="${i % 4 === 0 ? p.main : p.second}" stroke-width="${i % 4 === 0 ? 4 : 2}" opacity="${i % 4 === 0 ? 0.8 : 0.55}"/>`;
  }
  for (let deg = -90; deg <= 0; deg += 15) {
    const a = (deg * Math.PI) / 180;
    out += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + max * Math.cos(a))}" y2="${f(cy + max * Math.sin(a))}" stroke="${p.second}" stroke-width="2" opacity=".45"/>`;
  }
  out += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + max * Math.cos(a1))}" y2="${f(cy + max * Math.sin(a1))}" stroke="${p.spark}" stroke-width="5"/>`;
  for (let i = 0; i < 7; i++) {
    const a = between(r, -80, -8) * (Math.PI / 180);
    const d = between(r, 260, max * 0.8);
    const x = cx + d * Math.cos(a);
    const y = cy + d * Math.sin(a);
    if (x > w - 30 || y < 30) continue;
    const hot = i < 3;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${hot ? 40 : 26}" fill="none" stroke="${hot ? p.spark : p.main}" stroke-width="3" opacity=".6"/><circle cx="${f(x)}" cy="${f(y)}" r="${hot ? 12 : 8}" fill="${hot ? p.spark : p.main}"/>`;
  }
  return out;
}

function blocks({ w, h, p, r }: Canvas): string {
  const gap = 18;
  const cells: { x: number; y: number; w: number; h: number }[] = [];
  const split = (x: number, y: number, bw: number, bh: number, depth: number) => {
    if (depth === 0 || (depth < 3 && r() < 0.25) || bw < 220 || bh < 160) {
      cells.push({ x, y, w: bw, h: bh });
      return;
    }
    const vertical = bw / bh > 1.2 ? true : bw / bh < 0.8 ? false : r() < 0.5;
    const t = pick(r, [1 / 3, 1 / 2, 2 / 3]);
    if (vertical) {
      const a = Math.round((bw - gap) * t);
      split(x, y, a, bh, depth - 1);
      split(x + a + gap, y, bw - a - gap, bh, depth - 1);
    } else {
      const a = Math.round((bh - gap) * t);
      split(x, y, bw, a, depth - 1);
      split(x, y + a + gap, bw, bh - a - gap, depth - 1);
    }
  };
  const m = 56;
  split(m, m, w - 2 * m, h - 2 * m, 5);
  return cells
    .map((c, i) => {
      const colour = [p.deep, p.main, p.second, p.main, p.deep][i % 5]!;
      const kind = r();
      const base = `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="16"`;
      const rad = Math.min(c.w, c.h) * 0.36;
      const ccx = c.x + c.w / 2;
      const ccy = c.y + c.h / 2;
      if (kind < 0.38) return `${base} fill="${colour}"/>`;
      if (kind < 0.58)
        return `${base} fill="${colour}"/><circle cx="${f(ccx)}" cy="${f(ccy)}" r="${f(rad)}" fill="${p.ground}" opacity=".9"/>`;
      if (kind < 0.74)
        return `${base} fill="none" stroke="${p.second}" stroke-width="4"/><path d="M${c.x} ${c.y + c.h} A${c.w} ${c.h} 0 0 1 ${c.x + c.w} ${c.y}" fill="none" stroke="${p.deep}" stroke-width="4"/>`;
      if (kind < 0.88) {
        const lines = Array.from({ length: Math.floor(c.h / 34) - 1 }, (_, k) => {
          const y = c.y + 34 * (k + 1);
          return `<line x1="${c.x + 22}" x2="${f(c.x + c.w * (k % 3 === 2 ? 0.55 : 0.85))}" y1="${y}" y2="${y}" stroke="${p.second}" stroke-width="8" stroke-linecap="round"/>`;
        }).join('');
        return `${base} fill="${p.ground}" stroke="${p.second}" stroke-width="4"/>${lines}`;
      }
      return `${base} fill="${p.spark}"/>`;
    })
    .join('');
}

function geometry({ w, h, p, r }: Canvas): string {
  const s = h * 0.62;
  const x0 = w * between(r, 0.08, 0.14);
  const tilt = between(r, -16, 16);
  // Each shape multiplies onto what lies beneath, so overlaps make a sixth and seventh colour.
  const blend = 'style="mix-blend-mode:multiply"';
  const shapes = [
    `<circle cx="${f(x0 + s * 0.5)}" cy="${f(h * 0.56)}" r="${f(s * 0.5)}" fill="${p.main}" ${blend}/>`,
    `<rect x="${f(x0 + s * 0.72)}" y="${f(h * 0.14)}" width="${f(s * 0.8)}" height="${f(s * 0.8)}" rx="20" fill="${p.deep}" ${blend} transform="rotate(${f(tilt)} ${f(x0 + s * 1.12)} ${f(h * 0.14 + s * 0.4)})"/>`,
    `<path d="M${f(x0 + s * 1.3)} ${f(h * 0.9)} L${f(x0 + s * 2.3)} ${f(h * 0.9)} L${f(x0 + s * 1.8)} ${f(h * 0.16)}Z" fill="${p.second}" ${blend}/>`,
    `<path d="M${f(w)} ${f(h)} L${f(w - s * 0.78)} ${f(h)} A${f(s * 0.78)} ${f(s * 0.78)} 0 0 1 ${f(w)} ${f(h - s * 0.78)}Z" fill="${p.spark}" ${blend}/>`,
    `<circle cx="${f(w * 0.86)}" cy="${f(h * 0.26)}" r="${f(s * 0.2)}" fill="none" stroke="${p.deep}" stroke-width="16"/>`,
    `<rect x="${f(x0 + s * 2.05)}" y="${f(h * 0.62)}" width="${f(s * 0.34)}" height="${f(s * 0.34)}" rx="${f(s * 0.17)}" fill="${p.main}" ${blend}/>`,
  ];
  let dots = '';
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 5; j++)
      dots += `<circle cx="${f(w * 0.7 + i * 30)}" cy="${f(h * 0.62 + j * 30)}" r="6" fill="${p.deep}" opacity=".5"/>`;
  return dots + shapes.join('');
}

function constellation({ w, h, p, r }: Canvas): string {
  const pts: { x: number; y: number }[] = [];
  for (let tries = 0; pts.length < 48 && tries < 2000; tries++) {
    const q = { x: between(r, 30, w - 30), y: between(r, 30, h - 30) };
    if (pts.every((o) => Math.hypot(o.x - q.x, o.y - q.y) > 110)) pts.push(q);
  }
  let lines = '';
  for (const a of pts) {
    const near = [...pts]
      .sort((m, n) => Math.hypot(m.x - a.x, m.y - a.y) - Math.hypot(n.x - a.x, n.y - a.y))
      .slice(1, 3);
    for (const b of near)
      lines += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${p.second}" stroke-width="2.5" opacity=".45"/>`;
  }
  const gx = w * between(r, 0.55, 0.7);
  const gy = h * 0.45;
  // A glow in flat steps rather than a gradient: flat areas keep the PNG small.
  const glow = [1, 0.82, 0.64, 0.46, 0.3]
    .map((k) => `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(h * 0.62 * k)}" fill="${p.main}" opacity=".1"/>`)
    .join('');
  const orbits = [0.42, 0.62]
    .map(
      (k, i) =>
        `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(w * k)}" ry="${f(h * k * 0.55)}" transform="rotate(${-14 + i * 9} ${f(gx)} ${f(gy)})" fill="none" stroke="${p.main}" stroke-width="3" opacity=".7"/>`,
    )
    .join('');
  const nodes = pts
    .map((q, i) =>
      i % 11 === 0
        ? `<circle cx="${f(q.x)}" cy="${f(q.y)}" r="26" fill="${p.spark}" opacity=".25"/><circle cx="${f(q.x)}" cy="${f(q.y)}" r="11" fill="${p.spark}"/>`
        : `<circle cx="${f(q.x)}" cy="${f(q.y)}" r="${i % 3 === 0 ? 7 : 5}" fill="${i % 2 ? p.second : p.main}"/>`,
    )
    .join('');
  return glow + orbits + lines + nodes;
}

function facets({ w, h, p, r }: Canvas): string {
  const cols = 10;
  const rows = 6;
  const grid = Array.from({ length: rows + 1 }, (_, j) =>
    Array.from({ length: cols + 1 }, (_, i) => ({
      x: (i / cols) * w + (i > 0 && i < cols ? between(r, -50, 50) : 0),
      y: (j / rows) * h + (j > 0 && j < rows ? between(r, -45, 45) : 0),
    })),
  );
  const ramp = [p.ground, p.second, p.main, p.deep, p.spark];
  const shade = (x: number, y: number) => {
    // Light falls from the upper left; a ridge of darker facets runs across the middle.
    const t = Math.min(
      0.999,
      Math.max(0, 0.9 * (x / w) * 0.6 + 0.9 * (y / h) * 0.4 + between(r, -0.12, 0.12)),
    );
    const k = t * (ramp.length - 2);
    const i = Math.floor(k);
    return mix(ramp[i]!, ramp[i + 1]!, k - i);
  };
  let out = '';
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const [a, b, c, d] = [grid[j]![i]!, grid[j]![i + 1]!, grid[j + 1]![i + 1]!, grid[j + 1]![i]!];
      const tris =
        r() < 0.5
          ? [
              [a, b, c],
              [a, c, d],
            ]
          : [
              [a, b, d],
              [b, c, d],
            ];
      for (const t of tris) {
        const cx = (t[0]!.x + t[1]!.x + t[2]!.x) / 3;
        const cy = (t[0]!.y + t[1]!.y + t[2]!.y) / 3;
        const fill = shade(cx, cy);
        out += `<path d="M${t.map((q) => `${f(q.x)} ${f(q.y)}`).join(' L')}Z" fill="${fill}" stroke="${fill}" stroke-width="1.5"/>`;
      }
    }
  const edges = `<g stroke="${p.ground}" stroke-width="2" opacity=".35" fill="none">${grid
    .slice(1, -1)
    .map((row) => `<path d="M${row.map((q) => `${f(q.x)} ${f(q.y)}`).join(' L')}"/>`)
    .join('')}</g>`;
  return out + edges;
}

function contours({ w, h, p, r }: Canvas): string {
  const peaks = [
    { x: w * between(r, 0.2, 0.35), y: h * between(r, 0.3, 0.5), n: 8 },
    { x: w * between(r, 0.65, 0.8), y: h * between(r, 0.55, 0.75), n: 11 },
    { x: w * between(r, 0.45, 0.6), y: h * between(r, 0.05, 0.2), n: 5 },
  ];
  let out = '';
  for (const peak of peaks) {
    const ph = [between(r, 0, 6), between(r, 0, 6), between(r, 0, 6)];
    for (let k = peak.n; k >= 1; k--) {
      const rad = k * 54;
      const pts = Array.from({ length: 48 }, (_, i) => {
        const a = (i / 48) * Math.PI * 2;
        const wob =
          1 +
          0.16 * Math.sin(2 * a + ph[0]!) +
          0.08 * Math.sin(3 * a + ph[1]!) +
          0.04 * Math.sin(5 * a + ph[2]! + k * 0.3);
        return { x: peak.x + rad * wob * Math.cos(a), y: peak.y + rad * wob * 0.8 * Math.sin(a) };
      });
      const major = k % 4 === 0;
      out += `<path d="${smoothClosed(pts)}" fill="${k === 1 ? p.second : 'none'}" stroke="${major ? p.deep : p.main}" stroke-width="${major ? 4.5 : 2.5}" opacity="${major ? 1 : 0.75}"/>`;
    }
    out += `<g transform="translate(${f(peak.x)} ${f(peak.y - 8)})"><path d="M0 0 C-30 -34 -26 -74 0 -74 C26 -74 30 -34 0 0Z" fill="${p.spark}"/><circle cx="0" cy="-50" r="10" fill="${p.ground}"/></g>`;
  }
  return out;
}

function bars({ w, h, p, r }: Canvas): string {
  const base = h * 0.86;
  const n = 12;
  const gap = 22;
  const left = 90;
  const bw = (w - 2 * left - gap * (n - 1)) / n;
  let out = `<circle cx="${f(w * 0.74)}" cy="${f(h * 0.3)}" r="${f(h * 0.3)}" fill="${p.second}" opacity=".55"/>`;
  for (let k = 1; k < 6; k++)
    out += `<line x1="${left}" x2="${w - left}" y1="${f(base - k * h * 0.14)}" y2="${f(base - k * h * 0.14)}" stroke="${p.deep}" stroke-width="2" opacity=".15"/>`;
  const tops: { x: number; y: number }[] = [];
  let level = 0.18;
  for (let i = 0; i < n; i++) {
    level = Math.min(0.78, level + between(r, -0.03, 0.1));
    const x = left + i * (bw + gap);
    const top = base - h * level;
    tops.push({ x: x + bw / 2, y: top - 40 });
    out += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(base - top)}" rx="${f(bw / 2)}" fill="${[p.main, p.deep, p.main, p.second][i % 4]}"/>`;
  }
  out += `<rect x="${left - 20}" y="${f(base)}" width="${w - 2 * left + 40}" height="6" rx="3" fill="${p.spark}"/>`;
  const line = tops.map((q, i) => `${i ? 'L' : 'M'}${f(q.x)} ${f(q.y)}`).join(' ');
  out += `<path d="${line}" fill="none" stroke="${p.spark}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
  out += tops
    .filter((_, i) => i % 3 === 2)
    .map(
      (q) =>
        `<circle cx="${f(q.x)}" cy="${f(q.y)}" r="12" fill="${p.ground}" stroke="${p.spark}" stroke-width="6"/>`,
    )
    .join('');
  return out;
}

function waves({ w, h, p, r }: Canvas): string {
  let out = `<circle cx="${f(w * between(r, 0.6, 0.8))}" cy="${f(h * 0.3)}" r="${f(h * 0.2)}" fill="${p.spark}" opacity=".8"/>`;
  const layers = 6;
  for (let k = 0; k < layers; k++) {
    const y0 = h * (0.32 + k * 0.12);
    const amp = between(r, 24, 60);
    const freq = between(r, 1.2, 2.4);
    const ph = between(r, 0, 6);
    const pts: string[] = [];
    for (let x = 0; x <= w; x += 20) {
      const y =
        y0 +
        amp * Math.sin((x / w) * Math.PI * 2 * freq + ph) +
        amp * 0.35 * Math.sin((x / w) * Math.PI * 5 + ph * 2);
      pts.push(`${x} ${f(y)}`);
    }
    const fill = mix(p.second, p.deep, k / (layers - 1));
    out += `<path d="M0 ${h} L${pts.join(' L')} L${w} ${h}Z" fill="${fill}"/>`;
  }
  return out;
}

/**
 * A view of a shore in general: sky, sun, sea in layers and a curve of sand. No buildings,
 * piers or landmarks, so it never claims to show a real place's skyline.
 */
function shore({ w, h, p, r }: Canvas): string {
  const horizon = h * between(r, 0.42, 0.5);
  const sky = mix(p.ground, p.second, 0.35);
  let out = `<rect width="${w}" height="${f(horizon)}" fill="${sky}"/>`;
  // A sun darker than its sky reads as a hole (citrus's navy accent): light palettes take their second colour.
  const light = lightness(p.spark) < lightness(sky) ? p.second : p.spark;
  const sun = { x: w * between(r, 0.55, 0.8), y: horizon - h * between(r, 0.08, 0.2) };
  out += `<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(h * 0.2)}" fill="${light}" opacity=".22"/>`;
  out += `<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(h * 0.11)}" fill="${light}"/>`;
  for (let k = 0; k < 3; k++) {
    const y = h * (0.1 + k * 0.09) + between(r, -10, 10);
    const x = w * between(r, 0.05, 0.45);
    const len = w * between(r, 0.12, 0.22);
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(h * 0.025)}" rx="${f(h * 0.0125)}" fill="${p.ground}" opacity=".7"/>`;
  }
  const layers = 5;
  for (let k = 0; k < layers; k++) {
    const y0 = horizon + (h * 0.5 * k) / layers;
    const amp = 6 + k * between(r, 3, 7);
    const freq = between(r, 2, 4);
    const ph = between(r, 0, 6);
    const pts: string[] = [];
    for (let x = 0; x <= w; x += 20)
      pts.push(`${x} ${f(y0 + amp * Math.sin((x / w) * Math.PI * 2 * freq + ph))}`);
    out += `<path d="M0 ${h} L${pts.join(' L')} L${w} ${h}Z" fill="${mix(p.main, p.deep, k / (layers - 1))}"/>`;
  }
  // The sun's glitter on the water.
  for (let k = 0; k < 6; k++) {
    const y = horizon + h * (0.03 + k * 0.05);
    const half = w * (0.05 - k * 0.005) * between(r, 0.6, 1.2);
    out += `<rect x="${f(sun.x - half)}" y="${f(y)}" width="${f(half * 2)}" height="5" rx="2.5" fill="${light}" opacity="${f(0.75 - k * 0.1)}"/>`;
  }
  const left = between(r, 0, 1) < 0.5;
  const x0 = left ? 0 : w;
  const reach = w * between(r, 0.45, 0.6);
  const x1 = left ? reach : w - reach;
  out += `<path d="M${f(x0)} ${f(h * 0.78)} C${f((x0 + x1) / 2)} ${f(h * 0.8)} ${f(x1)} ${f(h * 0.92)} ${f(x1 + (left ? 80 : -80))} ${h} L${f(x0)} ${h}Z" fill="${p.second}"/>`;
  out += `<path d="M${f(x0)} ${f(h * 0.78)} C${f((x0 + x1) / 2)} ${f(h * 0.8)} ${f(x1)} ${f(h * 0.92)} ${f(x1 + (left ? 80 : -80))} ${h}" fill="none" stroke="${p.ground}" stroke-width="6" opacity=".8"/>`;
  return out;
}

const MOTIFS = {
  botanical,
  circuit,
  signal,
  meridians,
  radar,
  blocks,
  geometry,
  constellation,
  facets,
  contours,
  bars,
  waves,
  shore,
} satisfies Record<ArtDirection['motif'], (canvas: Canvas) => string>;

/** The cover as an inline SVG of the given size (the generator puts it in an HTML page). */
export function artSvg(
  art: ArtDirection,
  seed: string,
  w: number,
  h: number,
  theme: 'light' | 'dark' = 'light',
): string {
  const p = artPalette(art.palette, theme);
  const body = MOTIFS[art.motif]({ w, h, p, r: seeded(seed) });
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${p.ground}"/>${body}</svg>`;
}
