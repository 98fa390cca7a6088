import Head from 'next/head';

import PageHero from '@/components/sections/PageHero';
import Section from '@/components/sections/Section';
import styles from '@/components/sections/Sections.module.css';
import type { ContentProblem } from '@/lib/content/validate';
import { documentTitle } from '@/lib/seo';

/**
 * What `npm run dev` shows instead of a page whose entry does not pass the content check
 * (lib/content/server/static-props.ts): the same list the check prints, in the site's
 * look, while every other page keeps working. A build refuses such content outright.
 */
export default function ContentProblems({ problems }: { problems: ContentProblem[] }) {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return (
    <>
      <Head>
        <title>{documentTitle('Content problem')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageHero
        eyebrow="Content problem"
        heading="This page's content does not pass the check"
        lead={`${count} to fix, each at the file, line and column it names. Save the file and reload: the page follows.`}
      />
      <Section heading="What to fix" shape="beside">
        <ol className={styles.prose}>
          {problems.map(({ place, message }) => (
            <li key={`${place} ${message}`}>
              <code>{place}</code>: {message}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
