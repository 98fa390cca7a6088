import type { Unpublished } from '@/lib/content/dates';
import { formatDate } from '@/lib/text/dates';

import styles from './UnpublishedBadge.module.css';

/**
 * Says why an entry `npm run dev` shows is not on the public site: a draft, or scheduled
 * for a later day. Builds leave such entries out, so visitors never see one.
 */
export default function UnpublishedBadge({ unpublished }: { unpublished?: Unpublished }) {
  if (!unpublished) return null;
  return (
    <span className={styles.badge}>
      {unpublished.state === 'draft' ? 'Draft' : `Scheduled for ${formatDate(unpublished.date)}`}
    </span>
  );
}
