import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '@/lib/artwork';

interface ArtworkProps {
  src: string;
  alt: string;
  className?: string;
}

/**
 * Our SVG artwork as a plain <img>: next/image cannot optimise SVG anyway, and its client
 * code would cost every page with a card ~4 KB of first-load JS. The explicit size keeps
 * the layout still while it loads.
 */
export default function Artwork({ src, alt, className }: ArtworkProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG: next/image would add client code and cannot optimise it
    <img
      src={src}
      alt={alt}
      width={ARTWORK_WIDTH}
      height={ARTWORK_HEIGHT}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
