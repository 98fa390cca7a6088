import type { AppProps } from 'next/app';
import Layout from '@/components/layout/Layout';
import ConsentManager from '@/components/consent/ConsentManager';
import { useAttributionCapture } from '@/lib/attribution';
import { grotesk, inter } from '@/lib/fonts';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  useAttributionCapture();
  return (
    <div className={`app-root ${inter.variable} ${grotesk.variable}`}>
      <Layout>
        <Component {...pageProps} />
      </Layout>
      <ConsentManager />
    </div>
  );
}
