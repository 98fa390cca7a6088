import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useEffect } from 'react';

import { startCms } from '@/components/cms/startCms';
import { CMS_COLLECTIONS, CMS_SCRIPTS, type CmsConfig, cmsConfig } from '@/lib/content/cms-config';
import type { BodyParts } from '@/lib/content/front-matter';
import { loadContent } from '@/lib/content/server';
import { localBackendUrl, readCmsToken } from '@/lib/content/server/cms-token';
import { isDevelopment } from '@/lib/env';
import { cmsEnv, editorServed } from '@/lib/env/server/cms';
import { STATIC_ROUTES } from '@/lib/routes';

interface Props {
  config: CmsConfig;
  parts: Record<string, BodyParts>;
  scripts: string[];
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const env = cmsEnv();
  // No backend configured: a production site has no editor (docs/editing.md).
  if (!editorServed(!isDevelopment(), env)) return { notFound: true };
  const content = loadContent();
  const config = cmsConfig(
    {
      categories: content.categories.map((c) => c.slug),
      authors: content.authors.map((a) => a.id),
      services: content.services.map((s) => s.slug),
      caseStudies: content.caseStudies.map((c) => c.slug),
      pagePaths: [...STATIC_ROUTES],
    },
    {
      ...env,
      // Only the development server offers local mode: a production build never names it.
      // The running `npm run cms` token is read on each request, so a restart is picked up.
      localBackendUrl: isDevelopment()
        ? localBackendUrl(env.localPort, readCmsToken(process.cwd()))
        : undefined,
    },
  );
  const parts = Object.fromEntries(CMS_COLLECTIONS.flatMap((c) => (c.parts ? [[c.name, c.parts]] : [])));
  return { props: { config, parts, scripts: CMS_SCRIPTS } };
};

/** The web editor (Decap CMS): its bundle loads on this page only, from our own origin. */
export default function AdminPage({ config, parts, scripts: sources }: Props) {
  useEffect(() => {
    if (window.CMS) return;
    window.CMS_MANUAL_INIT = true;
    const scripts = sources.map((src) => {
      const script = document.createElement('script');
      script.src = src;
      // In order: the parser is ready before Decap starts drawing previews.
      script.async = false;
      document.body.append(script);
      return script;
    });
    scripts.at(-1)!.onload = () => window.CMS && startCms(window.CMS, config, parts);
  }, [config, parts, sources]);
  return (
    <>
      <Head>
        <title>Content editor · Byer Company</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div id="nc-root" />
    </>
  );
}

/** Shown without the site's header, footer and consent banner (pages/_app.tsx). */
AdminPage.bare = true;
