import '@/styles/globals.css';

import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';

import { useAttributionCapture } from '@/components/analytics/useAttributionCapture';
import ConsentManager from '@/components/consent/ConsentManager';
import { ContactFactsProvider } from '@/components/contact/contact-facts-context';
import { fontVariables } from '@/components/fonts';
import type { ClosingPitch } from '@/components/layout/Footer';
import Layout from '@/components/layout/Layout';
import type { ContentProblemsProps, SiteWideProps } from '@/lib/content/server/static-props';
import { anyTagConfigured } from '@/lib/tags';

/** Tags load after hydration anyway, so their code stays out of the first load. */
const Tags = dynamic(() => import('@/components/tags/Tags'), { ssr: false });
/** Only `npm run dev` ever shows it: its code stays out of every page's first load. */
const ContentProblems = dynamic(() => import('@/components/templates/ContentProblems'));

/** A page without getStaticProps (Next's run-time error view, pages/_error.tsx) states no contact fact. */
const NO_FACTS = {};

/** A page may return `closingPitch` from getStaticProps: its own words above the footer form. */
export default function App({
  Component,
  pageProps,
}: AppProps<{ closingPitch?: ClosingPitch } & Partial<ContentProblemsProps & SiteWideProps>>) {
  useAttributionCapture();
  // The web editor (/admin) fills the window itself: no header, footer, consent or tags.
  if ((Component as { bare?: boolean }).bare) return <Component {...pageProps} />;
  return (
    <ContactFactsProvider value={pageProps.contactFacts ?? NO_FACTS}>
      <div className={`app-root ${fontVariables}`}>
        <Layout notice={<ConsentManager />} closingPitch={pageProps.closingPitch}>
          {pageProps.contentProblems ? (
            <ContentProblems problems={pageProps.contentProblems} />
          ) : (
            <Component {...pageProps} />
          )}
        </Layout>
        {anyTagConfigured && <Tags />}
      </div>
    </ContactFactsProvider>
  );
}
