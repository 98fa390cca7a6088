import type { CSSProperties } from 'react';

import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { ClientLogo, Quote } from '@/lib/content/schema';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';
import { LOGO_LAYOUT, logoSize } from '@/lib/layout/logos';

import styles from './Work.module.css';

/** A company logo beside a quote shows at most as wide as the quote's column (see .quote). */
const QUOTE_LOGO_SIZES = '16rem';

/**
 * A client's words as supplied, with who said them and, when supplied, their portrait and
 * the company's logo beside them; `more` links to the work they speak of. Used on home, service pages and in a
 * case study's proof block, so a quote reads the same wherever it appears.
 */
export default function ClientQuote({
  quote,
  logo,
  more,
}: {
  quote: Quote;
  logo?: ClientLogo | null;
  more?: { href: string; label: string };
}) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={styles.quoteBy}>
        {logo?.rendered && (
          <span
            className={styles.quoteLogo}
            style={
              {
                '--logo-width': `${logoSize(logo.rendered.width, logo.rendered.height, LOGO_LAYOUT.wide.scale).width}rem`,
              } as CSSProperties
            }
          >
            <ResponsiveImage image={logo.rendered} sizes={QUOTE_LOGO_SIZES} className={styles.logo} />
          </span>
        )}
        <span className={styles.quotePerson}>
          {quote.portrait?.rendered && (
            <ResponsiveImage
              image={quote.portrait.rendered}
              sizes={IMAGE_SIZES.quotePortrait}
              className={styles.quotePortrait}
            />
          )}
          <cite className={styles.quoteName}>{quote.name}</cite>
          <span>
            {quote.role}
            {quote.company && `, ${quote.company}`}
          </span>
          {more && (
            <Link href={more.href} className={styles.quoteMore}>
              {more.label}
            </Link>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
