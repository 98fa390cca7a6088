/**
 * How wide a client logo shows, from its trimmed size (the media step trims its padding):
 * every logo covers about the same area, so a long wordmark is not a thin line and a square
 * mark not a blot beside it, and none leaves the tile's drawing box.
 */

/** The area (rem²) each logo covers, and the box it stays inside (rem). */
export const LOGO_BOX = { area: 8, width: 8, height: 3.25 } as const;

/** The width (rem, two decimals) a logo of this drawn size shows at; its height follows. */
export function logoWidth(width: number, height: number): number {
  const ratio = width / height;
  const shown = Math.min(Math.sqrt(LOGO_BOX.area * ratio), LOGO_BOX.width, LOGO_BOX.height * ratio);
  return Math.round(shown * 100) / 100;
}
