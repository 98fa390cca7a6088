/**
 * What each illustration shows. Kept here, apart from the content files, so the plan does
 * not depend on how entries are stored. Every phrase in an `art` block is quoted from the
 * entry (see quotes.ts); `frame`, `alt` and `caption` are our own words about the picture.
 */
import { ART_MOTIFS } from '@/lib/media/art-direction';

import { heroPlan } from './heroes';
import { frontMatterOf, listSlugs, postArtOf } from './sources';
import type { PlannedImage } from './types';

const COVER = { width: 1600, height: 900 };
const GALLERY = { width: 1600, height: 1000 };

const MOCKUP_NOTE = 'drawn by us in the style of this site (not a screenshot of the live site)';

/** A cover in the entry's own art direction (front matter `art:`): abstract, with no text. */
function artCover(collection: 'case-studies' | 'portfolio', slug: string): PlannedImage {
  const { art, client, title } = frontMatterOf(collection, slug);
  const work = collection === 'case-studies' ? `the ${client} case study` : `“${title}” (${client})`;
  return {
    collection,
    slug,
    name: collection === 'case-studies' ? 'cover' : 'image',
    role: 'cover',
    ...(collection === 'case-studies' ? COVER : GALLERY),
    alt: `Our abstract drawing: ${ART_MOTIFS[art.motif]}, in ${art.palette} colours.`,
    caption: `Illustration: cover art drawn by Byer Company for ${work}.`,
    // A portfolio item of a case-study client shares its look but is drawn from another seed.
    art: { template: 'art', direction: art, seed: `${collection}/${slug}` },
  };
}

const gallery = (
  slug: string,
  name: string,
  alt: string,
  caption: string,
  art: PlannedImage['art'],
): PlannedImage => ({
  collection: 'case-studies',
  slug,
  name,
  role: 'gallery',
  ...GALLERY,
  alt,
  caption,
  art,
});

const caseStudies: PlannedImage[] = [
  artCover('case-studies', 'ami'),
  gallery(
    'ami',
    'topic-map',
    'Tree diagram: a firmware security topic map at the top branches into three topics (supply-chain integrity, secure boot, platform resilience); all three lead to one panel, "Each one has": content for the engineer evaluating the technology, content for the leader deciding whether it matters, and the products that address it.',
    'Diagram: the topic map structure described for AMI, each firmware security topic with one home, content for both readers and links to the products. The three topics are the examples the case study names.',
    {
      template: 'diagram',
      frame: 'Each topic gets one clear home',
      diagram: {
        kind: 'tree',
        root: 'Firmware security topic map',
        branches: ['supply-chain integrity', 'secure boot', 'platform resilience'].map((label) => ({
          label,
          leaves: [],
        })),
        shared: [
          'the engineer evaluating the technology',
          'the leader deciding whether it matters',
          'the products that address it',
        ],
        frameNote: 'Branch names: the buyer questions named in the case study.',
      },
    },
  ),
  gallery(
    'ami',
    'topic-page-mockup',
    'Mockup of a topic page in a browser frame labelled "Concept mockup, not the live site": the name AMI in plain type in the navigation, the heading "Secure boot", and three cards for the engineer, the leader and the related products; body copy is drawn as grey bars and callouts point to page titles, internal links and structured data.',
    `Mockup: a concept layout for one firmware security topic page, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · topic page concept',
      mockup: {
        layout: 'hub',
        brand: 'AMI',
        nav: ['Products', 'Solutions', 'Resources'],
        eyebrow: 'Firmware and platform security',
        heading: 'secure boot',
        cta: 'Contact',
        cards: [
          { title: 'For the engineer evaluating the technology', lines: 3 },
          { title: 'the leader deciding whether it matters', lines: 3 },
          { title: 'the products that address it', lines: 3 },
        ],
        notes: ['page titles and headings', 'internal links', 'structured data'],
      },
    },
  ),

  artCover('case-studies', 'wiliot'),
  gallery(
    'wiliot',
    'buyer-path',
    'Layer diagram: three stacked tiers read top to bottom, "The business outcome", "How the technology delivers it" and "The proof and detail each audience needs", with an arrow beside them running from "A simple overview" to "Technical depth".',
    'Diagram: the order in which the Wiliot site explains the technology, as the case study describes it: outcome first, then how it works, then proof and detail.',
    {
      template: 'diagram',
      frame: 'Organized around the buyer’s path',
      diagram: {
        kind: 'layers',
        layers: [
          'the business outcome',
          'how the technology delivers it',
          'the proof and detail each audience needs',
        ],
        axis: { from: 'a simple overview', to: 'technical depth' },
      },
    },
  ),
  gallery(
    'wiliot',
    'home-mockup',
    'Mockup of a home page in a browser frame labelled "Concept mockup, not the live site": the name Wiliot in plain type, the eyebrow "Ambient IoT", the heading "Battery-free Bluetooth tags", a "How do we start" button and three cards in reading order: business outcome, how the technology delivers it, proof and detail.',
    `Mockup: a concept home page that layers the explanation from outcome to detail, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · layered home page concept',
      mockup: {
        layout: 'hub',
        brand: 'Wiliot',
        nav: ['Products', 'Solutions', 'Resources'],
        eyebrow: 'ambient IoT',
        heading: 'battery-free Bluetooth tags',
        cta: 'how do we start',
        cards: [
          { title: 'the business outcome', lines: 3 },
          { title: 'how the technology delivers it', lines: 3 },
          { title: 'the proof and detail', lines: 3 },
        ],
        notes: ['a simple overview', 'technical depth'],
      },
    },
  ),

  artCover('case-studies', 'dave-wilson-nursery'),
  gallery(
    'dave-wilson-nursery',
    'two-paths',
    'Flow diagram: navigation divides into two lanes, trade information for the retail nurseries and garden centers that buy from the nursery, and consumer guidance for home gardeners who research varieties; both lanes end at the variety pages.',
    'Diagram: the two routes through the catalog described in the case study, one for trade buyers and one for home gardeners, meeting at the variety pages.',
    {
      template: 'diagram',
      frame: 'Two audiences, one catalog',
      diagram: {
        kind: 'split',
        from: 'Navigation',
        lanes: [
          { label: 'trade information', steps: ['the retail nurseries and garden centers that buy from it'] },
          { label: 'consumer guidance', steps: ['home gardeners who research varieties'] },
        ],
        to: 'variety pages',
      },
    },
  ),
  gallery(
    'dave-wilson-nursery',
    'catalog-mockup',
    'Mockup of a catalog page in a browser frame labelled "Concept mockup, not the live site": the name Dave Wilson Nursery in plain type, a filter column with fruit type, ripening time, chill requirements and pollination needs, and a grid of three variety page cards with hatched image placeholders and grey text bars.',
    `Mockup: a concept catalog page with attribute filters, ${MOCKUP_NOTE}; variety names and photos are left as placeholders.`,
    {
      template: 'mockup',
      frame: 'Mockup · catalog browsing concept',
      mockup: {
        layout: 'catalog',
        brand: 'Dave Wilson Nursery',
        nav: ['Products', 'Resources', 'Contact'],
        eyebrow: 'variety catalog',
        heading: 'fruit and nut trees',
        cards: Array.from({ length: 6 }, () => ({ title: 'variety page', lines: 1 })),
        side: ['fruit type', 'ripening time', 'chill requirements', 'pollination needs'],
      },
    },
  ),

  artCover('case-studies', 'ntt'),
  gallery(
    'ntt',
    'program',
    'Flow diagram: a short strategy phase feeds two lanes. For search: queries that signalled real buying interest lead to a focused landing page. For paid media: search and LinkedIn campaigns lead to pages designed for one action. Both lanes end at qualified leads rather than clicks.',
    'Diagram: how the search and paid work described in the NTT case study share one strategy and one measure of success.',
    {
      template: 'diagram',
      frame: 'One target for paid and organic work',
      diagram: {
        kind: 'split',
        from: 'a short strategy phase',
        lanes: [
          {
            label: 'For search',
            steps: ['queries that signalled real buying interest', 'a focused landing page'],
          },
          {
            label: 'For paid media',
            steps: ['search and LinkedIn campaigns', 'pages designed for one action'],
          },
        ],
        to: 'qualified leads rather than clicks',
      },
    },
  ),
  gallery(
    'ntt',
    'landing-mockup',
    'Mockup of a landing page in a browser frame labelled "Concept mockup, not the live site": the name NTT in plain type, the eyebrow "One specific offering", a placeholder headline drawn as dark bars, and a short form with a single Contact button; callouts name clear titles, structured data and one action.',
    `Mockup: a concept landing page designed for one action, ${MOCKUP_NOTE}; the headline is a placeholder.`,
    {
      template: 'mockup',
      frame: 'Mockup · single-action landing page concept',
      mockup: {
        layout: 'landing',
        brand: 'NTT',
        nav: ['Services', 'Solutions', 'Resources'],
        eyebrow: 'one specific offering',
        heading: '',
        cta: 'Contact',
        cards: [],
        side: ['one action', 'Name', 'Email', 'Company'],
        notes: ['pages designed for one action', 'clear titles', 'structured data'],
      },
    },
  ),

  artCover('case-studies', 'samurai'),
  gallery(
    'samurai',
    'search-plan',
    'Tree diagram: a B2B search plan branches into three buyer questions (how XDR differs from SIEM and EDR, what a managed service actually covers, how to evaluate providers); all three lead to one panel, "Each one has": a carefully reviewed piece of content and the service pages it supports.',
    'Diagram: the structure of the B2B search plan described in the Samurai case study, built on the questions security teams ask.',
    {
      template: 'diagram',
      frame: 'A search plan built on buyers’ questions',
      diagram: {
        kind: 'tree',
        root: 'B2B search plan',
        branches: [
          'how XDR differs from SIEM and EDR',
          'what a managed service actually covers',
          'how to evaluate providers',
        ].map((label) => ({ label, leaves: [] })),
        shared: ['carefully reviewed piece of content', 'the service pages it supports'],
      },
    },
  ),
  gallery(
    'samurai',
    'repurposing',
    'Flow diagram in four numbered steps: interviews with Samurai’s security specialists, a focused, carefully reviewed piece of content, a regular LinkedIn program, several shorter posts.',
    'Diagram: how one long piece of expert content becomes several LinkedIn posts, as described in the Samurai case study.',
    {
      template: 'diagram',
      frame: 'From one interview to many posts',
      diagram: {
        kind: 'flow',
        steps: [
          "interviews with Samurai's security specialists",
          'focused, carefully reviewed piece of content',
          'regular LinkedIn program',
          'several shorter posts',
        ],
      },
    },
  ),

  gallery(
    'samurai',
    'service-page-mockup',
    'Mockup of a service page in a browser frame labelled "Concept mockup, not the live site": the name Samurai in plain type, the heading "Extended detection and response (XDR)" and three cards linking to the education content on how XDR differs from SIEM and EDR, what a managed service actually covers and how to evaluate providers; callouts name internal linking and expert-reviewed content.',
    `Mockup: a concept service page that links to the education content, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · service page concept',
      mockup: {
        layout: 'hub',
        brand: 'Samurai',
        nav: ['Services', 'Resources', 'Contact'],
        eyebrow: 'managed security',
        heading: 'extended detection and response (XDR)',
        cta: 'Contact',
        cards: [
          { title: 'how XDR differs from SIEM and EDR', lines: 3 },
          { title: 'what a managed service actually covers', lines: 3 },
          { title: 'how to evaluate providers', lines: 3 },
        ],
        notes: ['Internal linking', 'expert-reviewed content'],
      },
    },
  ),

  artCover('case-studies', 'shimek'),
  gallery(
    'shimek',
    'launch-foundations',
    'Hub diagram: "Search foundations" in the centre, joined by dashed lines to four items around it: redirects from old URLs, clean metadata, structured data and fast page loads.',
    'Diagram: the search foundations the Shimek case study says were built in at launch.',
    {
      template: 'diagram',
      frame: 'Search foundations set at launch',
      diagram: {
        kind: 'hub',
        centre: 'search foundations',
        spokes: ['redirects from old URLs', 'clean metadata', 'structured data', 'fast page loads'],
      },
    },
  ),
  gallery(
    'shimek',
    'follow-up',
    'Flow diagram in three numbered steps: the site’s forms, a short email sequence, useful follow-up automatically.',
    'Diagram: the automatic email follow-up from the site’s forms described in the Shimek case study.',
    {
      template: 'diagram',
      frame: 'Follow-up that runs on its own',
      diagram: {
        kind: 'flow',
        steps: ["the site's forms", 'a short email sequence', 'useful follow-up automatically'],
      },
    },
  ),

  gallery(
    'shimek',
    'home-mockup',
    'Mockup of a home page in a browser frame labelled "Concept mockup, not the live site": the name Shimek in plain type, the heading "What Shimek does", a button "The next step", and three cards with grey placeholder text; a callout reads "Redirects from old URLs".',
    `Mockup: a concept home page built around the site's main job, ${MOCKUP_NOTE}; body copy is left as placeholders.`,
    {
      template: 'mockup',
      frame: 'Mockup · home page concept',
      mockup: {
        layout: 'hub',
        brand: 'Shimek',
        nav: ['Services', 'About', 'Contact'],
        eyebrow: "the site's main job",
        heading: 'what Shimek does',
        cta: 'the next step',
        cards: [
          { title: 'clear service descriptions', lines: 3 },
          { title: 'flexible page templates', lines: 3 },
          { title: 'useful follow-up', lines: 3 },
        ],
        notes: ['redirects from old URLs'],
      },
    },
  ),

  artCover('case-studies', 'guga'),
  gallery(
    'guga',
    'identity-process',
    'Flow diagram in five numbered steps: positioning workshops, visual identity, practical guidelines, a new website and a set of launch materials, templates for everyday documents.',
    'Diagram: the order of the GUGA identity work as the case study describes it, from positioning to everyday templates.',
    {
      template: 'diagram',
      frame: 'From positioning to everyday templates',
      diagram: {
        kind: 'flow',
        steps: [
          'positioning workshops',
          'visual identity',
          'practical guidelines',
          'a new website and a set of launch materials',
          'Templates for everyday documents',
        ],
      },
    },
  ),
  gallery(
    'guga',
    'guidelines-mockup',
    'Mockup of a brand guidelines page in a browser frame labelled "Concept mockup, not the live site": the name GUGA in plain type, the heading "One consistent brand" and four section cards (logo system, color palette, typography, graphic elements) whose samples are hatched placeholders.',
    `Mockup: the structure of a brand guidelines page, ${MOCKUP_NOTE}; the samples are placeholders, not GUGA’s identity.`,
    {
      template: 'mockup',
      frame: 'Mockup · guidelines structure, placeholders only',
      mockup: {
        layout: 'guidelines',
        brand: 'GUGA',
        nav: ['logo system', 'color palette', 'typography', 'graphic elements'],
        eyebrow: 'practical guidelines',
        heading: 'one consistent brand',
        cards: [
          { title: 'logo system' },
          { title: 'color palette' },
          { title: 'typography' },
          { title: 'graphic elements' },
        ],
      },
    },
  ),

  artCover('case-studies', 'cts-ai'),
  gallery(
    'cts-ai',
    'go-to-market',
    'Flow diagram in five numbered steps with a return arrow: target audiences, a core message free of jargon, a clean identity and a focused website, pages for each key use case, search and LinkedIn campaigns; the arrow back to the start is labelled "Used the results to refine the message".',
    'Diagram: the go-to-market sequence described in the CTS AI case study, with campaign results feeding back into the message.',
    {
      template: 'diagram',
      frame: 'A launch plan that learns from its results',
      diagram: {
        kind: 'flow',
        steps: [
          'target audiences',
          'a core message free of jargon',
          'a clean identity and a focused website',
          'pages for each key use case',
          'search and LinkedIn campaigns',
        ],
        loop: 'used the results to refine the message',
      },
    },
  ),
  gallery(
    'cts-ai',
    'use-case-mockup',
    'Mockup of a use-case page in a browser frame labelled "Concept mockup, not the live site": the name CTS AI in plain type, the eyebrow "Plain business terms", a placeholder headline drawn as dark bars and three cards answering what a solution does, how it fits their operations and what adopting it involves.',
    `Mockup: a concept use-case page answering the three questions buyers ask in the case study, ${MOCKUP_NOTE}; the headline is a placeholder.`,
    {
      template: 'mockup',
      frame: 'Mockup · use-case page concept',
      mockup: {
        layout: 'hub',
        brand: 'CTS AI',
        nav: ['Solutions', 'About', 'Contact'],
        eyebrow: 'plain business terms',
        heading: '',
        cta: 'Contact',
        cards: [
          { title: 'what a solution does', lines: 3 },
          { title: 'how it fits their operations', lines: 3 },
          { title: 'what adopting it involves', lines: 3 },
        ],
      },
    },
  ),
];

/** A portfolio image; items from a case study may also quote that case study. */
/** Every portfolio item's cover, in its own art direction. */
const portfolio: PlannedImage[] = listSlugs('portfolio').map((slug) => artCover('portfolio', slug));

/**
 * A post cover: abstract art in its category's palette, in one of two motifs (postArtOf),
 * drawn from the post's own seed. The title and sections are HTML on the page, not pixels.
 */
function postCover(slug: string): PlannedImage {
  const art = postArtOf(slug);
  return {
    collection: 'posts',
    slug,
    name: 'cover',
    role: 'cover',
    ...COVER,
    alt: `Our abstract drawing: ${ART_MOTIFS[art.motif]}, in ${art.palette} colours.`,
    caption: `Illustration: cover art drawn by Byer Company for this post.`,
    art: { template: 'art', direction: art, seed: `posts/${slug}` },
  };
}

const posts: PlannedImage[] = [
  postCover('account-based-marketing-on-a-mid-market-budget'),
  postCover('building-a-technical-content-engine'),
  postCover('choosing-a-cms-for-a-b2b-marketing-site'),
  postCover('choosing-a-marketing-automation-platform'),
  postCover('conversion-optimization-for-low-traffic-sites'),
  postCover('email-deliverability-for-b2b-senders'),
  postCover('email-nurture-for-security-buyers'),
  postCover('explaining-complex-products-in-plain-language'),
  postCover('ga4-attribution-for-long-b2b-sales-cycles'),
  postCover('how-b2b-buyers-research-with-ai-search'),
  postCover('keyword-research-for-niche-b2b-categories'),
  postCover('landing-pages-for-demo-requests'),
  postCover('linkedin-for-cybersecurity-brands'),
  postCover('marketing-dashboard-leadership-trusts'),
  postCover('marketing-to-cisos'),
  postCover('short-form-video-for-technical-products'),
  postCover('should-b2b-companies-ungate-content'),
  postCover('technical-seo-for-saas-documentation-sites'),
  {
    collection: 'posts',
    slug: 'technical-seo-for-saas-documentation-sites',
    name: 'versions',
    role: 'inline',
    inlineAfter: 'point canonical tags from older versions',
    ...GALLERY,
    alt: 'Branching diagram: versioned documentation divides into three lanes. Where the content is equivalent: point canonical tags from older versions to a stable URL for the current version. Genuinely different older pages: stand on their own, with a clear banner linking to the current version. Very old, unsupported versions: a noindex tag.',
    caption: 'Diagram: the three ways the post recommends handling older documentation versions.',
    art: {
      template: 'diagram',
      frame: 'Three treatments for older docs versions',
      diagram: {
        kind: 'split',
        from: 'Versioned documentation',
        lanes: [
          {
            label: 'where the content is equivalent',
            steps: ['point canonical tags from older versions', 'a stable URL for the current version'],
          },
          {
            label: 'genuinely different older pages',
            steps: ['stand on their own', 'a clear banner linking to the current version'],
          },
          { label: 'very old, unsupported versions', steps: ['a noindex tag'] },
        ],
      },
    },
  },
  {
    collection: 'posts',
    slug: 'ga4-attribution-for-long-b2b-sales-cycles',
    name: 'source-to-crm',
    role: 'inline',
    inlineAfter: 'hidden form fields or native tracking',
    ...GALLERY,
    alt: 'Flow diagram in five numbered steps: the original source, medium and campaign; every form submission; stored on the contact; carried to the opportunity; qualified opportunities and revenue.',
    caption: 'Diagram: how the post says to carry a visitor’s source from the website into the CRM.',
    art: {
      template: 'diagram',
      frame: 'Carry the source from first visit to revenue',
      diagram: {
        kind: 'flow',
        steps: [
          'the original source, medium and campaign',
          'every form submission',
          'stored on the contact',
          'carried to the opportunity',
          'qualified opportunities and revenue',
        ],
      },
    },
  },
  {
    collection: 'posts',
    slug: 'landing-pages-for-demo-requests',
    name: 'demo-page-mockup',
    role: 'inline',
    inlineAfter: 'removes hesitation',
    ...GALLERY,
    alt: 'Mockup of a demo request page in a browser frame labelled "Concept mockup, not the live site": a grey bar in place of a company name, the headline "A 30-minute call with a solutions engineer, tailored to your stack, with pricing if you want it", a "Book a time" button, a short form (name, work email, company, one qualifying question) and, beside it, proof cards for a customer quote, certifications and a privacy note.',
    caption:
      'Mockup: a demo request page laid out the way the post recommends, drawn by us for illustration; it shows no real product or customer.',
    art: {
      template: 'mockup',
      frame: 'Mockup · demo request page concept',
      mockup: {
        layout: 'landing',
        brand: null,
        nav: [],
        eyebrow: 'Say exactly what the demo is',
        heading:
          'A 30-minute call with a solutions engineer, tailored to your stack, with pricing if you want it',
        cta: 'book a time',
        cards: [
          { title: 'One short, specific customer quote', lines: 2 },
          { title: 'Relevant certifications', lines: 2 },
          { title: 'A brief note on privacy', lines: 2 },
        ],
        side: ['book a time', 'name', 'work email', 'company', 'one qualifying question'],
        notes: ['Keep the form short', 'one primary action', 'Put proof next to the form'],
      },
    },
  },
  {
    collection: 'posts',
    slug: 'email-deliverability-for-b2b-senders',
    name: 'complaint-rate-thresholds',
    role: 'inline',
    inlineAfter: 'warn against ever reaching 0.3 percent',
    width: 1600,
    height: 800,
    alt: 'Chart: a horizontal scale of spam complaint rate from 0 to 0.35 percent. A green line marks 0.1 percent, labelled "Ask for a rate below"; a red line marks 0.3 percent, labelled "Warn against ever reaching". The range below 0.1 is shaded green, 0.1 to 0.3 amber and above 0.3 red.',
    caption:
      "Chart: the two spam complaint thresholds in Google's sender guidelines as the post quotes them, below 0.1 percent and never 0.3 percent.",
    art: {
      template: 'chart',
      frame: 'Spam complaint rate: the two lines to know',
      chart: {
        measure: 'spam complaint rates',
        unit: 'percent',
        max: 0.35,
        marks: [
          { value: 0.1, label: 'ask for a rate below', tone: 'good' },
          { value: 0.3, label: 'warn against ever reaching', tone: 'bad' },
        ],
      },
    },
  },
];

const dashboard = 'marketing-dashboard-leadership-trusts';

/** The dashboard post's two pictures (they replace hand-drawn SVGs that had no dark or phone layout). */
const dashboardPictures: PlannedImage[] = [
  {
    collection: 'posts',
    slug: dashboard,
    name: 'source-of-truth-flow',
    role: 'inline',
    inlineAfter: 'how to get source data into the CRM',
    width: 1600,
    height: 800,
    alt: 'Diagram: two sources feed the dashboard. The CRM supplies pipeline and revenue numbers; web analytics supplies understanding of behavior on the site and should not be the source of revenue figures.',
    caption: 'Diagram: where each kind of number on the dashboard comes from, as this section describes it.',
    art: {
      template: 'diagram',
      frame: 'One source of truth for each kind of number',
      diagram: {
        kind: 'merge',
        sources: [
          { label: 'the CRM', notes: ['pipeline and revenue numbers'] },
          {
            label: 'web analytics',
            notes: ['understanding behavior on the site', 'should not be the source of revenue figures'],
          },
        ],
        to: 'the dashboard',
      },
    },
  },
  {
    collection: 'posts',
    slug: dashboard,
    name: 'balanced-dashboard-quadrants',
    role: 'inline',
    inlineAfter: 'cost per opportunity and spend by channel',
    width: 1600,
    height: 900,
    alt: 'Diagram: four numbered panels of a balanced dashboard. Outcomes: marketing-sourced and marketing-influenced pipeline and revenue, by quarter. Conversion: rates between key stages. Leading signals: engaged target accounts, demo requests and high-intent page visits. Efficiency: cost per opportunity and spend by channel.',
    caption: 'Diagram: the four kinds of number on a balanced dashboard, from the list above.',
    art: {
      template: 'diagram',
      frame: 'A balanced dashboard',
      diagram: {
        kind: 'panels',
        panels: [
          {
            label: 'outcomes',
            note: 'marketing-sourced and marketing-influenced pipeline and revenue, by quarter',
          },
          { label: 'conversion', note: 'rates between key stages' },
          {
            label: 'leading signals',
            note: 'engaged target accounts, demo requests and high-intent page visits',
          },
          { label: 'efficiency', note: 'cost per opportunity and spend by channel' },
        ],
      },
    },
  },
];

export const plan: PlannedImage[] = [
  ...caseStudies,
  ...portfolio,
  ...posts,
  ...dashboardPictures,
  ...heroPlan(),
];
