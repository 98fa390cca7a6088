import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'technical-seo-for-saas-documentation-sites',
  title: 'Technical SEO for SaaS Documentation Sites',
  excerpt:
    'Documentation is often the most useful content a software company publishes, and the least optimized. A few technical fixes help search engines and AI tools find and trust it.',
  description:
    'Technical SEO for SaaS and developer documentation: crawlable rendering, versioned URLs, canonical tags, structure, internal links and search console checks.',
  author: 'seo-team',
  date: '2025-10-14',
  category: 'seo-strategies-and-best-practices',
  body: `For many software and security companies, documentation is the part of the website that technical buyers trust most. Engineers evaluating a product read the docs long before they book a demo, and they often arrive there straight from search with a specific question. Yet documentation usually sits outside the marketing team's SEO work, built on a separate platform with its own quirks.

The result is predictable: duplicate pages across versions, content that search engines struggle to render, and useful answers that rank below a forum thread quoting them. These are the technical issues we check first.

## Make sure pages render without a struggle

Many documentation platforms are single-page applications that build the page in the browser with JavaScript. Google can render JavaScript, but rendering is slower and less reliable than reading HTML, and many other crawlers, including some AI tools, do not render at all.

Check a handful of doc pages with JavaScript disabled, or look at the rendered HTML in Google Search Console's URL inspection tool. If the main text, headings and links are not present in the initial HTML, consider server-side rendering or a static site generator. Most modern docs frameworks support static output.

## Handle versions deliberately

Versioned documentation is the largest source of duplicate content we see. The same page exists for versions 2.1, 2.2, 3.0 and "latest", each nearly identical. Search engines pick one, often an old version, and users land on outdated instructions.

- Keep a stable URL for the current version, such as /docs/latest/ or an unversioned path, and point canonical tags from older versions to it where the content is equivalent.
- Let genuinely different older pages stand on their own, but show a clear banner linking to the current version.
- Keep very old, unsupported versions out of the index with a noindex tag, rather than blocking them in robots.txt, which would stop crawlers seeing the tag.

## Give every page a clear structure

Documentation often has weak titles such as "Overview" or "Configuration", repeated across dozens of sections. Write title tags that stand alone in a search result: "Configure SSO with Okta | Product Docs" says far more than "Configuration". Use one h1 per page, logical h2 and h3 headings, and descriptive anchor links that let readers and search engines jump to the exact answer.

Code samples should be real text in pre and code elements, not images, so they can be indexed and copied.

## Connect docs to the rest of the site

Docs on a separate subdomain can work well, but they often end up disconnected from the marketing site: no links in either direction, separate analytics, separate sitemaps. Fix the connections:

- Link from product and feature pages to the relevant docs, and from docs back to related product pages.
- Cross-link related doc pages generously, especially from conceptual guides to reference pages.
- Include docs in an XML sitemap and submit it in Search Console.
- Use consistent analytics so you can see how doc readers move toward trials and demos.

## Maintain it like a product

Documentation changes with every release, so technical SEO cannot be a one-time project. Add checks to the release process: broken link reports, redirects when pages move, and a review of Search Console coverage after major restructures. When a page is removed, redirect it to the closest replacement rather than letting it return an error.

Well-structured docs also give AI search tools clean material to cite, which matters more each year; our post on [how B2B buyers research with AI search](/blog/how-b2b-buyers-research-with-ai-search) looks at that shift. For an audit of your docs alongside your marketing site, our [B2B search engine optimization](/services/b2b-search-engine-optimization) team can help.`,
};

export default post;
