/**
 * The frames we draw around live screenshots (npm run capture): a browser window for the
 * desktop shot, a phone body for the phone shot. Plain SVG whose only text is the page's
 * address in the browser's field, so a framed screenshot carries only what the site showed.
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

/**
 * The browser window's measures for a 1,600 px wide screenshot; a wider one (npm run capture
 * draws at device scale 2) gets all of them scaled, so the chrome looks the same at any size.
 */
export const BROWSER = { designWidth: 1600, bar: 56, border: 2, radius: 18 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/** An address longer than this is cut with an ellipsis, as a browser's field does. */
const ADDRESS_CHARS = 90;

/**
 * A browser window around a screenshot at its own size: a title bar with three window dots
 * and the address field showing the page's address (the one piece of text we draw: the
 * address the site was captured at); `dark` draws the chrome of a dark-theme window.
 */
export function browserFrame(
  shotWidth: number,
  shotHeight: number,
  { address = '', dark = false }: { address?: string; dark?: boolean } = {},
): FrameLayout {
  const unit = shotWidth / BROWSER.designWidth;
  const [bar, border, radius] = [BROWSER.bar, BROWSER.border, BROWSER.radius].map((n) =>
    Math.round(n * unit),
  ) as [number, number, number];
  const width = shotWidth + 2 * border;
  const height = bar + shotHeight + border;
  const colors = dark
    ? { window: '#1f2430', edge: '#3b4252', field: '#0f131b', fieldEdge: '#3b4252', text: '#d8dee9' }
    : { window: '#e6eaf2', edge: '#b9c1d1', field: '#ffffff', fieldEdge: '#c9d0de', text: '#3b4456' };
  const dots = ['#f26d5f', '#f5bd4f', '#5fc454']
    .map((fill, i) => `<circle cx="${(36 + i * 26) * unit}" cy="${bar / 2}" r="${8 * unit}" fill="${fill}"/>`)
    .join('');
  const fieldHeight = 30 * unit;
  const field = `<rect x="${width * 0.25}" y="${bar / 2 - fieldHeight / 2}" width="${width * 0.5}" height="${fieldHeight}" rx="${fieldHeight / 2}" fill="${colors.field}" stroke="${colors.fieldEdge}" stroke-width="${unit}"/>`;
  const shown = address.length > ADDRESS_CHARS ? `${address.slice(0, ADDRESS_CHARS - 1)}…` : address;
  const text = shown
    ? `<text x="${width * 0.25 + 18 * unit}" y="${bar / 2}" dominant-baseline="central" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${15 * unit}" fill="${colors.text}">${escapeXml(shown)}</text>`
    : '';
  const under = svg(
    width,
    height,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="${radius}" fill="${colors.window}" stroke="${colors.edge}"/>${dots}${field}${text}`,
  );
  return {
    width,
    height,
    screen: { left: border, top: bar, width: shotWidth, height: shotHeight, radius: 0 },
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
