/**
 * What the media step (scripts/media.ts) writes for each source image, and what pages get
 * to render it: intrinsic size (so nothing shifts) and a srcset per modern format.
 */

/**
 * Widths every image is rendered at, never above its own: the widest is over twice the
 * widest slot (1152 CSS px), so a full-width picture is sharp on a retina screen.
 */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600, 2000, 2400] as const;

/** Formats served, best first; the last is also the <img> fallback. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Source formats the media step reads; an SVG is sanitised, then rasterised (lib/media/server/render.ts). */
export const SOURCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.svg'] as const;

/**
 * Client logos live in a `media/clients/` folder (content/clients.yaml names them there):
 * the media step trims their padding, so each is sized by its drawing, not its margins.
 */
export const isLogoSource = (source: string) => /(^|\/)media\/clients\//.test(source);

/** Sources above this are refused: they slow every build and are rarely needed. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/** Where the generated files live, under public/ so `next start` and a CDN both serve them. */
export const MEDIA_PUBLIC_DIR = 'public/media';
export const MEDIA_URL_PREFIX = '/media';

/**
 * The dark-theme rendering of a source image, if it has one, is the file beside it named
 * `<name>.dark.<ext>`; pages show it in the dark theme instead of the light one.
 */
export const darkSourceOf = (source: string) => source.replace(/(\.[a-z]+)$/i, '.dark$1');

/**
 * A labelled picture may also be drawn for a phone, narrow and taller so its labels stay
 * readable there: the file beside it named `<name>.phone.<ext>`, with its own dark twin
 * `<name>.phone.dark.<ext>`. Pages show it below the phone breakpoint (lib/layout/image-sizes.ts).
 */
export const phoneSourceOf = (source: string) => source.replace(/(\.[a-z]+)$/i, '.phone$1');

export interface MediaVariant {
  width: number;
  url: string;
}

/** One source image as rendered: keyed in the manifest by its path under the project. */
export interface MediaEntry {
  hash: string;
  width: number;
  height: number;
  /** Mean luma of the picture (see meanLuma), so a light one can be dimmed on the dark page. */
  luma?: number;
  variants: Record<MediaFormat, MediaVariant[]>;
}

export type MediaManifest = Record<string, MediaEntry>;

/** An image ready to render: what content says plus what the media step measured. */
export interface RenderedImage {
  alt: string;
  caption?: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
  /** The fallback <img> src (the largest WebP). */
  src: string;
  /**
   * How much the dark theme dims what it shows (a CSS brightness factor under 1), when that is
   * a light picture with no dark rendering of its own: see darkDimming.
   */
  darkDim?: number;
  /** The same picture drawn for the dark theme, same size: shown instead in the dark theme. */
  dark?: { sources: RenderedImage['sources']; src: string };
  /** The picture laid out for a phone (its own size), with its dark twin: shown on narrow screens. */
  phone?: {
    width: number;
    height: number;
    sources: RenderedImage['sources'];
    dark?: { sources: RenderedImage['sources'] };
  };
}

/**
 * The most a picture may shine on the dark page, as mean Rec. 709 luma (0 black, 1 white),
 * which CSS brightness() scales exactly: a factor of max / luma brings any picture to it.
 */
export const DARK_THEME_MAX_LUMA = 0.72;
/** Dimmed a little below the limit, so rounding and the browser's scaling never cross it. */
const DARK_THEME_TARGET_LUMA = 0.68;

/** Rec. 709 luma of an sRGB colour given as 0–255 channel values. */
export const lumaOf = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** The brightness() factor that keeps a picture of this mean luma within the limit, if it needs one. */
export function darkDimming(luma: number | undefined): number | undefined {
  if (luma === undefined || luma <= DARK_THEME_MAX_LUMA) return undefined;
  return Math.floor((DARK_THEME_TARGET_LUMA / luma) * 100) / 100;
}

export const srcSetOf = (variants: MediaVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');
