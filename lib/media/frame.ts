/**
 * The frames we draw around live screenshots (npm run capture): a browser window for the
 * desktop shot, a phone body for the phone shot. Plain SVG with no text, so a framed
 * screenshot carries only what the site itself showed.
 */

/** Where the screenshot goes inside a frame, and the frame's parts as SVG layers. */
export interface FrameLayout {
  width: number;
  height: number;
  /** The screenshot's box inside the frame. */
  screen: { left: number; top: number; width: number; height: number; radius: number };
  /** Drawn under the screenshot (the window or the phone body). */
  under: string;
  /** Keeps only the frame's rounded outline (composited with `dest-in`). */
  mask: string;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A desktop screenshot this wide is framed as a browser window of BROWSER.width. */
export const BROWSER = { width: 1600, bar: 56, border: 2, radius: 18 } as const;

/** A browser window: a title bar with three window dots and an empty address field. */
export function browserFrame(shotWidth: number, shotHeight: number): FrameLayout {
  const { width, bar, border, radius } = BROWSER;
  const screenWidth = width - 2 * border;
  const screenHeight = Math.round((shotHeight * screenWidth) / shotWidth);
  const height = bar + screenHeight + border;
  const dots = ['#f26d5f', '#f5bd4f', '#5fc454']
    .map((fill, i) => `<circle cx="${36 + i * 26}" cy="${bar / 2}" r="8" fill="${fill}"/>`)
    .join('');
  const field = `<rect x="${width * 0.25}" y="${bar / 2 - 15}" width="${width * 0.5}" height="30" rx="15" fill="#ffffff" stroke="#c9d0de"/>`;
  const under = svg(
    width,
    height,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="${radius}" fill="#e6eaf2" stroke="#b9c1d1"/>${dots}${field}`,
  );
  return {
    width,
    height,
    screen: { left: border, top: bar, width: screenWidth, height: screenHeight, radius: 0 },
    under,
    mask: svg(width, height, `<rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/>`),
  };
}

/** A phone frame: a dark body with an even bezel and rounded screen corners. */
export const PHONE = { bezel: 22, radius: 72, screenRadius: 52 } as const;

export function phoneFrame(shotWidth: number, shotHeight: number): FrameLayout {
  const { bezel, radius, screenRadius } = PHONE;
  const width = shotWidth + 2 * bezel;
  const height = shotHeight + 2 * bezel;
  const under = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="${radius}" fill="#111827"/><rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="${radius - 3}" fill="none" stroke="#3b4456" stroke-width="2"/>`,
  );
  return {
    width,
    height,
    screen: { left: bezel, top: bezel, width: shotWidth, height: shotHeight, radius: screenRadius },
    under,
    mask: svg(width, height, `<rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/>`),
  };
}

/** Rounds a screenshot's corners to sit inside a phone's screen. */
export const screenMask = ({ width, height, radius }: FrameLayout['screen']) =>
  svg(width, height, `<rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/>`);
