import type { CSSProperties } from 'react';

import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { ClientLogo } from '@/lib/content/schema';
import { logoColumns } from '@/lib/layout/grid-columns';
import { LOGO_BOX, logoWidth } from '@/lib/layout/logos';

import styles from './Work.module.css';

/** A logo shows at most LOGO_BOX.width rem wide. */
const LOGO_SIZES = `${LOGO_BOX.width}rem`;

/**
 * The clients' logos the agency supplied (content/clients.yaml), right under the home hero,
 * each with the client's name as its alt text: a grid whose columns per width leave no logo
 * alone on a row (lib/layout/grid-columns.ts), each logo sized by its drawn area
 * (lib/layout/logos.ts). Renders nothing until there is one: we never draw a client's logo.
 */
export default function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  const shown = logos.filter((logo) => logo.rendered);
  if (shown.length === 0) return null;
  const columns = logoColumns(shown.length);
  const grid = {
    '--logo-columns-phone': columns.phone,
    '--logo-columns-tablet': columns.tablet,
    '--logo-columns-wide': columns.wide,
  } as CSSProperties;
  return (
    <section id="clients" aria-labelledby="clients-heading" className={`container ${styles.clients}`}>
      <h2 id="clients-heading" className={styles.clientsHeading}>
        Clients we have worked with
      </h2>
      <ul className={styles.logos} style={grid}>
        {shown.map(({ name, rendered }) => (
          <li
            key={name}
            className={styles.logoTile}
            style={{ '--logo-width': `${logoWidth(rendered!.width, rendered!.height)}rem` } as CSSProperties}
          >
            <ResponsiveImage image={rendered!} sizes={LOGO_SIZES} className={styles.logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
