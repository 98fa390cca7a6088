import Head from 'next/head';

import PageHero from '@/components/sections/PageHero';

import styles from './ContentProblemPage.module.css';

/**
 * What `npm run dev` shows instead of a page whose content fails the check: every problem
 * with its file:line:column and fix, as the terminal prints them. Only dev gets here: a
 * build with such content fails before anything is deployed.
 */
export default function ContentProblemPage({ problems }: { problems: string }) {
  return (
    <>
      <Head>
        <title>Content problem</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageHero
        eyebrow="npm run dev"
        heading="The content has a problem"
        lead="Fix the file named below and save it: this page shows again on its next reload."
      />
      <section className="container">
        <pre role="alert" className={styles.problems}>
          {problems}
        </pre>
      </section>
    </>
  );
}
