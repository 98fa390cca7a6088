import { desktopColumns } from '@/lib/layout/grid-columns';

import styles from './Sections.module.css';
import TitledPoint, { type TitledPointData } from './TitledPoint';

export default function ProcessSteps({ steps }: { steps: TitledPointData[] }) {
  return (
    <ol className={styles.steps} data-columns={desktopColumns(steps.length)}>
      {steps.map((step) => (
        <li key={step.title}>
          <TitledPoint point={step} />
        </li>
      ))}
    </ol>
  );
}
