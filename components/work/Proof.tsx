import type { ClientLogo, Quote, Result } from '@/lib/content/schema';

import styles from './CaseStudy.module.css';
import ClientQuote from './ClientQuote';

/**
 * Proof the agency supplied in front matter: figures with their source, and a client's
 * words with who said them. Renders nothing without either: we never fill it in. Its own
 * module so a case study without proof (the page loads it with next/dynamic) never ships it.
 */
export default function Proof({
  results,
  quote,
  logo,
}: {
  results?: Result[];
  quote?: Quote;
  logo?: ClientLogo | null;
}) {
  if (!results?.length && !quote) return null;
  return (
    <section aria-labelledby="proof" className={styles.proof}>
      <h2 id="proof" className={styles.proofHeading}>
        {results?.length ? 'Results' : 'In the client\u2019s words'}
      </h2>
      {results && results.length > 0 && (
        <dl className={styles.resultList}>
          {results.map((result) => (
            <div key={`${result.figure} ${result.measures}`} className={styles.result}>
              <dt className={styles.figure}>{result.figure}</dt>
              <dd className={styles.measures}>{result.measures}</dd>
              <dd className={styles.resultMeta}>
                {result.period}
                <br />
                Source: {result.source}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {quote && <ClientQuote quote={quote} logo={logo} />}
    </section>
  );
}
