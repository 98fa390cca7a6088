import { desktopColumns } from '@/lib/layout/grid-columns';

import styles from './Sections.module.css';
import TitledPoint, { type TitledPointData } from './TitledPoint';

/**
 * Titled points: what a service includes, why to choose us, and the like. As cards, or as a
 * two-column list with a drawn mark beside each point.
 */
export default function FeatureList({
  items,
  shape = 'cards',
}: {
  items: TitledPointData[];
  shape?: 'cards' | 'icons';
}) {
  if (shape === 'icons')
    return (
      <ul className={styles.iconList}>
        {items.map((item) => (
          <li key={item.title}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <div>
              <TitledPoint point={item} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={styles.grid} data-columns={desktopColumns(items.length)}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <TitledPoint point={item} />
        </li>
      ))}
    </ul>
  );
}
