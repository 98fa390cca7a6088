import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { ClientLogo } from '@/lib/content/schema';

import styles from './Work.module.css';

/** A logo shows at most this wide (see .logo in Work.module.css). */
const LOGO_SIZES = '10rem';

/**
 * The clients' logos the agency supplied (content/clients.yaml), each with the client's
 * name as its alt text. Renders nothing until there is one: we never draw a client's logo.
 */
export default function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  const shown = logos.filter((logo) => logo.rendered);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.logos}>
      {shown.map((logo) => (
        <li key={logo.name} className={styles.logoTile}>
          <ResponsiveImage image={logo.rendered!} sizes={LOGO_SIZES} className={styles.logo} />
        </li>
      ))}
    </ul>
  );
}
