import type { AppProps } from 'next/app';
import Layout from '@/components/layout/Layout';
import ConsentManager from '@/components/consent/ConsentManager';
import Tags from '@/components/tags/Tags';
import { grotesk, inter } from '@/lib/fonts';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <div className={`${inter.variable} ${grotesk.variable}`}>
      <Layout>
        <Component {...pageProps} />
      </Layout>
      <ConsentManager />
      <Tags />
    </div>
  );
}
