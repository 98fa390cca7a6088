/**
 * What a page states about itself in structured data, computed at build time from the same
 * content it shows (so what search engines read never drifts from what visitors read) and
 * handed to its head as props: the builders stay out of the browser's code.
 */
import { site } from '@/lib/content/lists';
import { plainText } from '@/lib/content/markdown';
import type { ContactFacts, Faq, Landing, Service } from '@/lib/content/schema';
import { publicEnv } from '@/lib/env';
import { ROUTES } from '@/lib/routes';

import { canonicalUrl } from '../index';
import { type JsonLd, SCHEMA_CONTEXT as CONTEXT } from '../jsonld';
import { shareImagePath } from '../share';

const ORGANIZATION_ID = `${publicEnv.siteUrl}/#organization`;
const LOGO_PATH = '/favicon.svg';

/** The city always (it is on every page); street and postal code only as the agency supplied them. */
const postalAddress = (facts: ContactFacts) => ({
  '@type': 'PostalAddress',
  ...(facts.streetAddress && { streetAddress: facts.streetAddress }),
  addressLocality: facts.city,
  addressRegion: facts.region,
  ...(facts.postalCode && { postalCode: facts.postalCode }),
  addressCountry: facts.country,
});

const telephone = (facts: ContactFacts) => (facts.phone ? { telephone: facts.phone } : {});

const places = (names: readonly string[]) => names.map((name) => ({ '@type': 'Place', name }));
const organizationRef = () => ({ '@id': ORGANIZATION_ID });

export function organizationLd(facts: ContactFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: canonicalUrl(ROUTES.home),
    logo: `${publicEnv.siteUrl}${LOGO_PATH}`,
    email: facts.email,
    ...telephone(facts),
    foundingDate: String(site.founded),
    address: postalAddress(facts),
    sameAs: site.social.map((profile) => profile.href),
  };
}

/**
 * The agency as a local business; landings name the areas they speak to. Its `address`,
 * `telephone` and `openingHours` are stated only as supplied (content/contact.yaml): a
 * business address is a place to visit, so without a street there is none.
 */
export function localBusinessLd(
  facts: ContactFacts,
  areasServed: readonly string[] = site.areasServed,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${publicEnv.siteUrl}/#business`,
    name: site.name,
    url: canonicalUrl(ROUTES.home),
    image: `${publicEnv.siteUrl}${LOGO_PATH}`,
    ...telephone(facts),
    email: facts.email,
    ...(facts.streetAddress && { address: postalAddress(facts) }),
    ...(facts.openingHours && { openingHours: facts.openingHours }),
    areaServed: places(areasServed),
    sameAs: site.social.map((profile) => profile.href),
    parentOrganization: organizationRef(),
  };
}

/** What home, contact and the local landings state about the agency. */
export const agencyLd = (facts: ContactFacts, areasServed?: readonly string[]): JsonLd[] => [
  organizationLd(facts),
  localBusinessLd(facts, areasServed),
];

/** A local landing: the agency, serving the areas the landing names. */
export const landingLd = (landing: Pick<Landing, 'areasServed'>, facts: ContactFacts) =>
  agencyLd(facts, landing.areasServed);

export function faqPageLd(faqs: Faq[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
    })),
  };
}

/** A service page: the Service, and its FAQs when it has any. */
export function serviceLd(
  service: Pick<Service, 'title' | 'description' | 'shortTitle' | 'faqs'>,
  path: string,
): JsonLd[] {
  const serviceData: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.title,
    serviceType: service.shortTitle,
    description: service.description,
    url: canonicalUrl(path),
    provider: organizationRef(),
    areaServed: places(site.areasServed),
  };
  return service.faqs.length > 0 ? [serviceData, faqPageLd(service.faqs)] : [serviceData];
}

export interface PostingFacts {
  title: string;
  description: string;
  date: string;
  authorName: string;
  categoryName: string;
  path: string;
}

export function blogPostingLd(post: PostingFacts): JsonLd {
  const url = canonicalUrl(post.path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.authorName, url: canonicalUrl(ROUTES.about) },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${publicEnv.siteUrl}${LOGO_PATH}` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: `${publicEnv.siteUrl}${shareImagePath(post.path)}`,
    articleSection: post.categoryName,
    inLanguage: 'en-US',
  };
}
