/** The size every social network crops large cards to. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Generated at build into public/ (gitignored), served as plain static files. */
export const SHARE_IMAGE_DIR = '/og';

/** Where a route's share image lives: /og/index.png for home, /og/services/web-design.png, ... */
export function shareImagePath(path: string): string {
  return `${SHARE_IMAGE_DIR}/${path === '/' ? 'index' : path.slice(1)}.png`;
}
