import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import ExternalLink from '@/components/ui/ExternalLink';
import { readSavedChoices } from '@/lib/consent/browser/cookies';
import { onChoicesChanged, openConsentSettings } from '@/lib/consent/browser/events';
import { embedUrl, VIDEO_PROVIDER_NAMES, type VideoRef, watchUrl } from '@/lib/content/video';

import styles from './VideoEmbed.module.css';

/**
 * What the visitor's cookie choices allow: embedded players are "functional" content. The
 * server (and a browser without JavaScript) cannot know, so it renders the plain link.
 */
type Embeds = 'unknown' | 'allowed' | 'declined';

const subscribe = (onChange: () => void) => onChoicesChanged(onChange);
const embedsNow = (): Embeds => (readSavedChoices()?.functional === false ? 'declined' : 'allowed');
const embedsOnServer = (): Embeds => 'unknown';

/** The drawn poster: our own shapes and the title, never a frame fetched from the provider. */
function Poster({ title, provider }: { title: string; provider: string }) {
  return (
    <div className={styles.poster} aria-hidden="true">
      <svg
        className={styles.rings}
        viewBox="0 0 160 90"
        preserveAspectRatio="xMidYMid slice"
        focusable="false"
      >
        {[14, 26, 38, 50, 62].map((radius) => (
          <circle key={radius} cx="80" cy="45" r={radius} />
        ))}
      </svg>
      <span className={styles.provider}>{provider} video</span>
      <span className={styles.posterTitle}>{title}</span>
    </div>
  );
}

/**
 * A YouTube or Vimeo video as a facade: our poster and a play button; the player (from the
 * provider's privacy-enhanced host) loads only when pressed. Visitors who declined
 * functional cookies get a plain link instead. Every state fills the same 16:9 box, so
 * switching between them moves nothing on the page.
 */
export default function VideoEmbed({ video, title }: { video: VideoRef; title: string }) {
  const embeds = useSyncExternalStore(subscribe, embedsNow, embedsOnServer);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = VIDEO_PROVIDER_NAMES[video.provider];

  // The button the visitor pressed is gone: keyboard focus continues in the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  let stage;
  if (playing && embeds === 'allowed') {
    stage = (
      <iframe
        ref={frame}
        className={styles.player}
        src={embedUrl(video)}
        title={`${title} (${provider} video)`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  } else if (embeds === 'allowed') {
    stage = (
      <>
        <Poster title={title} provider={provider} />
        <button
          type="button"
          className={styles.play}
          aria-label={`Play video: ${title} (loads ${provider})`}
          onClick={() => setPlaying(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
          <span className={styles.playLabel}>Play video</span>
        </button>
      </>
    );
  } else {
    stage = (
      <>
        <Poster title={title} provider={provider} />
        <p className={styles.fallback}>
          <ExternalLink href={watchUrl(video)}>
            Watch “{title}” on {provider}
          </ExternalLink>
          {embeds === 'declined' && (
            <span className={styles.note}>
              The player is off because you declined functional cookies.{' '}
              <button type="button" className={styles.settings} onClick={openConsentSettings}>
                Cookie settings
              </button>
            </span>
          )}
        </p>
      </>
    );
  }

  return (
    <figure className={styles.video}>
      <div className={styles.stage}>{stage}</div>
      <figcaption>
        Video on {provider}: {title}. The poster is drawn by us, not taken from the video; the player loads
        from {provider} only when you press play.
      </figcaption>
    </figure>
  );
}
