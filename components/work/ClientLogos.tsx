import type { CSSProperties } from 'react';

import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { ClientLogo } from '@/lib/content/schema';
import { LOGO_LAYOUT, logoRows, logoSize, type LogoWidth } from '@/lib/layout/logos';

import styles from './Work.module.css';

const WIDTHS = Object.keys(LOGO_LAYOUT) as LogoWidth[];

/** How wide a logo of this drawn size shows, per width, for the browser to pick a file. */
const sizesOf = (width: number, height: number) =>
  [...WIDTHS]
    .reverse()
    .map((name) => {
      const shown = `${logoSize(width, height, LOGO_LAYOUT[name].scale).width}rem`;
      return LOGO_LAYOUT[name].from > 0 ? `(min-width: ${LOGO_LAYOUT[name].from}rem) ${shown}` : shown;
    })
    .join(', ');

/**
 * The clients' logos the agency supplied (content/clients.yaml), right under the home hero,
 * each with the client's name as its alt text: sized to one area above a readable floor and
 * laid out in rows planned per width, none with a logo alone (lib/layout/logos.ts). Renders
 * nothing until there is one: we never draw a client's logo.
 */
export default function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  const shown = logos.filter((logo) => logo.rendered);
  if (shown.length === 0) return null;
  const spans = Object.fromEntries(
    WIDTHS.map((name) => [
      name,
      logoRows(
        shown.map((logo) => logo.rendered!),
        name,
      ),
    ]),
  ) as Record<LogoWidth, number[]>;
  return (
    <section id="clients" aria-labelledby="clients-heading" className={`container ${styles.clients}`}>
      <h2 id="clients-heading" className={styles.clientsHeading}>
        Clients we have worked with
      </h2>
      <ul className={styles.logos}>
        {shown.map(({ name, rendered }, index) => {
          const { width, height } = rendered!;
          const tile: Record<string, string | number> = {};
          for (const size of WIDTHS) {
            tile[`--logo-span-${size}`] = spans[size][index]!;
            tile[`--logo-width-${size}`] = `${logoSize(width, height, LOGO_LAYOUT[size].scale).width}rem`;
          }
          return (
            <li key={name} className={styles.logoTile} style={tile as CSSProperties}>
              <ResponsiveImage image={rendered!} sizes={sizesOf(width, height)} className={styles.logo} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
