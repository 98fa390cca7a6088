/**
 * One switch for every first-paint trick (docs/performance.md lists them): inlined style
 * sheets, scripts loaded after the paint, compile hints and hydration inside <Activity>.
 * FIRST_PAINT_TRICKS=off at build time gives Next's and React's own behaviour, to tell
 * whether a problem comes from a trick or to drop them after a framework upgrade.
 */
export const firstPaintTricksOn = (value: string | undefined): boolean => value?.trim() !== 'off';
