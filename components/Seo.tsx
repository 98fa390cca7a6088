import Head from 'next/head';

import { site } from '@/lib/content/lists';
import { publicEnv } from '@/lib/env';
import { ROUTES } from '@/lib/routes';
import { canonicalUrl, documentTitle } from '@/lib/seo';
import { FEED_PATH, FEED_TITLE } from '@/lib/seo/feed';
import { breadcrumbListLd, breadcrumbTrail, type JsonLd, serializeJsonLd } from '@/lib/seo/jsonld';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@/lib/seo/share';

interface SeoProps {
  title: string;
  description: string;
  path: string;
  /** Structured data of the page itself (see lib/seo/jsonld.ts); breadcrumbs are added here. */
  jsonLd?: JsonLd[];
  /** Name of the page in its breadcrumb trail; the title when not given. */
  crumb?: string;
  /** Open Graph type: posts are articles, everything else a website. */
  type?: 'website' | 'article';
}

const twitterHandle = `@${site.social
  .find((profile) => profile.network === 'X')!
  .href.split('/')
  .pop()}`;
const isBlogPath = (path: string) => path === ROUTES.blog || path.startsWith(`${ROUTES.blog}/`);

/** The one place a page states its title, description, canonical URL, share card and structured data. */
export default function Seo({ title, description, path, jsonLd = [], crumb, type = 'website' }: SeoProps) {
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(path);
  const image = `${publicEnv.siteUrl}${shareImagePath(path)}`;
  const structured =
    path === ROUTES.home ? jsonLd : [...jsonLd, breadcrumbListLd(breadcrumbTrail(path, crumb ?? title))];
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={twitterHandle} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {isBlogPath(path) && (
        <link rel="alternate" type="application/rss+xml" title={FEED_TITLE} href={FEED_PATH} />
      )}
      {structured.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }}
        />
      )}
    </Head>
  );
}
