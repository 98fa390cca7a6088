import { describe, expect, it } from 'vitest';

import { site } from '@/lib/content/lists';
import { parseMarkdown } from '@/lib/content/markdown-parse';
import type { Service } from '@/lib/content/schema';
import { getContactFacts } from '@/lib/content/server';
import { servicePath } from '@/lib/routes';
import { canonicalUrl } from '@/lib/seo';
import { breadcrumbListLd, breadcrumbTrail, type JsonLd, serializeJsonLd } from '@/lib/seo/jsonld';
import {
  agencyLd,
  blogPostingLd,
  faqPageLd,
  localBusinessLd,
  organizationLd,
  serviceLd,
} from '@/lib/seo/server/structured-data';
import { shareImagePath } from '@/lib/seo/share';

import { siteContent } from '../fixtures/site-content';

describe('agency structured data', () => {
  // The real email and city; every other fact as each test supplies it.
  const { email, city, region, country } = getContactFacts();
  const facts = { email, city, region, country };

  it('states the organization and the local business with areas and profiles, and no business address unsupplied', () => {
    const [organization, business] = agencyLd(facts, ['Redondo Beach']) as [JsonLd, JsonLd];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      url: canonicalUrl('/'),
      address: { '@type': 'PostalAddress', addressLocality: 'El Segundo', addressCountry: 'US' },
    });
    expect(organization.sameAs).toEqual(site.social.map((s) => s.href));
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: site.name,
      areaServed: [{ '@type': 'Place', name: 'Redondo Beach' }],
    });
    for (const field of ['address', 'telephone', 'openingHours']) expect(business).not.toHaveProperty(field);
    expect(business.sameAs).toHaveLength(site.social.length);
  });

  it('states the address, phone and hours as a LocalBusiness once the agency supplies them', () => {
    const supplied = {
      ...facts,
      phone: '+1 310 000 0000',
      streetAddress: '1 Example Street',
      postalCode: '90245',
      openingHours: ['Mo-Fr 09:00-17:00', 'Sa 10:00-13:00'],
    };
    expect(localBusinessLd(supplied, ['El Segundo'])).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: supplied.phone,
      openingHours: supplied.openingHours,
      address: {
        '@type': 'PostalAddress',
        streetAddress: supplied.streetAddress,
        addressLocality: facts.city,
        addressRegion: facts.region,
        postalCode: supplied.postalCode,
        addressCountry: facts.country,
      },
    });
    expect(organizationLd(supplied)).toMatchObject({
      telephone: supplied.phone,
      address: { streetAddress: supplied.streetAddress, postalCode: supplied.postalCode },
    });
    const organization = organizationLd(facts);
    expect(organization).not.toHaveProperty('telephone');
    expect(organization.address).not.toHaveProperty('streetAddress');
    expect(organization.address).not.toHaveProperty('postalCode');
  });

  it('serves the default areas when a page names none', () => {
    expect(agencyLd(facts)[1]!.areaServed).toHaveLength(site.areasServed.length);
  });
});

describe('service structured data', () => {
  it('describes the service and adds an FAQPage with plain-text answers', () => {
    const [service] = siteContent().services as [Service];
    const [data, faq] = serviceLd(service, servicePath(service.slug)) as [JsonLd, JsonLd];
    expect(data).toMatchObject({
      '@type': 'Service',
      name: service.title,
      url: canonicalUrl(servicePath(service.slug)),
    });
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(service.faqs.length);
  });

  it('leaves the FAQPage out when there are no questions', () => {
    expect(
      serviceLd({ title: 'T', shortTitle: 't', description: 'd', faqs: [] }, '/services/t'),
    ).toHaveLength(1);
  });

  it('strips Markdown from answers', () => {
    const [question] = faqPageLd([
      { question: 'Q?', answer: parseMarkdown('See **our** [work](/work/case-studies).').doc },
    ]).mainEntity as { acceptedAnswer: { text: string } }[];
    expect(question!.acceptedAnswer.text).toBe('See our work.');
  });
});

describe('BlogPosting', () => {
  it('has the properties search engines require', () => {
    const data = blogPostingLd({
      title: 'Hello',
      description: 'Desc',
      date: '2026-01-10',
      authorName: 'SEO Team',
      categoryName: 'SEO',
      path: '/blog/hello',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello',
      datePublished: '2026-01-10',
      author: { name: 'SEO Team' },
    });
    expect(data.image).toBe(`${canonicalUrl('/').replace(/\/$/, '')}${shareImagePath('/blog/hello')}`);
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': canonicalUrl('/blog/hello') });
  });
});

describe('breadcrumbs', () => {
  it('walks through ancestors that are pages, naming them as the navigation does', () => {
    expect(breadcrumbTrail('/blog/category/seo', 'SEO')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'SEO', path: '/blog/category/seo' },
    ]);
    expect(breadcrumbTrail('/work/case-studies/ami', 'AMI').map((c) => c.name)).toEqual([
      'Home',
      'Case Studies',
      'AMI',
    ]);
    expect(breadcrumbTrail('/about', 'About the team').map((c) => c.name)).toEqual(['Home', 'About']);
    expect(breadcrumbTrail('/seo/agency/el-segundo', 'SEO in El Segundo').map((c) => c.path)).toEqual([
      '/',
      '/seo/agency/el-segundo',
    ]);
  });

  it('numbers list items from 1 with absolute URLs', () => {
    const data = breadcrumbListLd(breadcrumbTrail('/services/web-design', 'Web design'));
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Services', item: canonicalUrl('/services') },
      { '@type': 'ListItem', position: 3, name: 'Web design', item: canonicalUrl('/services/web-design') },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('shareImagePath', () => {
  it('maps home and nested routes to PNGs under /og', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/services/web-design')).toBe('/og/services/web-design.png');
  });
});
