import styles from './Sections.module.css';

/**
 * A page's point in the agency's own words, set large across the full width in the deep brand
 * colour: the one big type moment between the page's blocks (content: a page's `statement`).
 */
export default function Statement({ text }: { text: string }) {
  return (
    <div className={`inverse ${styles.statement}`}>
      <div className="container">
        <p className={styles.statementText}>{text}</p>
      </div>
    </div>
  );
}
