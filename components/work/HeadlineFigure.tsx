import type { Result } from '@/lib/content/schema';

import styles from './Work.module.css';

/**
 * The work's headline figure (lib/content/proof.ts), with its period and source on the next
 * line: a figure is never shown without where it comes from. `hero` sets it larger.
 */
export default function HeadlineFigure({ result, hero = false }: { result: Result; hero?: boolean }) {
  return (
    <p className={hero ? styles.headlineHero : styles.headline} data-proof="headline">
      <span className={styles.headlineFigure}>{result.figure}</span>{' '}
      <span className={styles.headlineMeasures}>{result.measures}</span>
      <span className={styles.headlineSource}>
        {result.period} · Source: {result.source}
      </span>
    </p>
  );
}
