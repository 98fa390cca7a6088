import Head from 'next/head';

import type { RenderedImage } from '@/lib/media/types';

import styles from './ResponsiveImage.module.css';

interface ResponsiveImageProps {
  image: RenderedImage;
  /** How wide the image shows at each viewport width, so the browser picks a file. */
  sizes: string;
  /**
   * The largest image of the first screen: preloaded and never lazy, so it paints as
   * early as the text around it. At most one per page.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A content image in modern formats: AVIF, then WebP, at several widths, with its intrinsic
 * size so the page keeps its place while the file loads.
 */
export default function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const [best] = image.sources;
  return (
    <>
      {priority && best && (
        <Head>
          <link
            key={`preload-${image.src}`}
            rel="preload"
            as="image"
            type={best.type}
            imageSrcSet={best.srcSet}
            imageSizes={sizes}
            fetchPriority="high"
          />
        </Head>
      )}
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          className={`${styles.image} ${className ?? ''}`}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </>
  );
}
