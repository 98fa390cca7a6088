import Head from 'next/head';
import { canonicalUrl, documentTitle } from '@/lib/seo';

interface SeoProps {
  title: string;
  description: string;
  path: string;
}

/** The one place a page states its title, description and canonical URL. */
export default function Seo({ title, description, path }: SeoProps) {
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(path);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </Head>
  );
}
