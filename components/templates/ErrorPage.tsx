import Head from 'next/head';

import PageHero from '@/components/sections/PageHero';
import ButtonLink from '@/components/ui/ButtonLink';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { ROUTES } from '@/lib/routes';
import { documentTitle } from '@/lib/seo';

interface ErrorPageProps {
  title: string;
  heading: string;
  lead: string;
}

/** 404 and 500 share one look: a clear message and the ways back into the site. */
export default function ErrorPage({ title, heading, lead }: ErrorPageProps) {
  return (
    <>
      <Head>
        <title>{documentTitle(title)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageHero eyebrow={title} heading={heading} lead={lead}>
        <ButtonLink href={ROUTES.home}>Back to the home page</ButtonLink>
        <ButtonLink href={ROUTES.services} variant="secondary">
          Browse our services
        </ButtonLink>
        <ButtonLink href={ROUTES.contact} variant="secondary">
          {ACTION_LABELS.contact}
        </ButtonLink>
      </PageHero>
    </>
  );
}
