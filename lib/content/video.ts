/**
 * Videos a post may embed: YouTube and Vimeo, each played from its privacy-enhanced host
 * (no cookies until a visitor presses play; Vimeo told not to track). A short allow-list
 * written out here rather than a URL-parsing library, because these hosts are exactly the
 * ones the Content Security Policy lets the page frame (VIDEO_FRAME_ORIGINS): a video the
 * policy would block must not parse either.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoRef {
  provider: VideoProvider;
  id: string;
  /** An unlisted Vimeo video's private hash (vimeo.com/ID/HASH), needed to play it. */
  hash?: string;
}

/** Providers' names as readers know them. */
export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

/** The only origins a page may frame (frame-src): the players below. */
export const VIDEO_FRAME_ORIGINS = [YOUTUBE_EMBED_ORIGIN, VIMEO_EMBED_ORIGIN];

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[\da-f]+$/i;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? id : undefined;
}

function vimeoRef(url: URL): VideoRef | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    const [id, hash] = parts;
    if (!id || !VIMEO_ID.test(id)) return undefined;
    return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
  }
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1])) {
    const hash = url.searchParams.get('h');
    return hash && VIMEO_HASH.test(hash)
      ? { provider: 'vimeo', id: parts[1], hash }
      : { provider: 'vimeo', id: parts[1] };
  }
  return undefined;
}

/** The video an address points at, or undefined when it is not a YouTube or Vimeo video. */
export function videoFromUrl(href: string): VideoRef | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const id = youtubeId(url);
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  return vimeoRef(url);
}

/** The player, from the privacy-enhanced host, starting as it loads (the visitor pressed play). */
export function embedUrl({ provider, id, hash }: VideoRef): string {
  if (provider === 'youtube') return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1`;
  return `${VIMEO_EMBED_ORIGIN}/video/${id}?${hash ? `h=${hash}&` : ''}dnt=1&autoplay=1`;
}

/** The video's own page, for a plain link. */
export function watchUrl({ provider, id, hash }: VideoRef): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`;
  return `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`;
}
