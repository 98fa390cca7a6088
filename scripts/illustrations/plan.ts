/**
 * What each illustration shows. Kept here, apart from the content files, so the plan does
 * not depend on how entries are stored. Every phrase in an `art` block is quoted from the
 * entry (see quotes.ts); `frame`, `alt` and `caption` are our own words about the picture.
 */
import type { Diagram, PlannedImage } from './types';
import { countWord, diagramLabels } from './words';

const COVER = { width: 1600, height: 900 };
const GALLERY = { width: 1600, height: 1000 };

const MOCKUP_NOTE = 'drawn by us in the style of this site (not a screenshot of the live site)';

/** A case study cover: the client in plain type, the title and the listed highlights. */
function caseCover(
  slug: string,
  client: string,
  title: string,
  industry: string,
  points: string[],
): PlannedImage {
  return {
    collection: 'case-studies',
    slug,
    name: 'cover',
    role: 'cover',
    ...COVER,
    alt: `Dark navy cover with the name ${client} in plain type and the title "${title}", beside ${countWord(points.length)} numbered cards listing the work: ${points.join('; ')}.`,
    caption: `Illustration: the ${client} case study and the parts of the work it lists.`,
    art: { template: 'case-cover', client, title, industry, points },
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
  caseCover(
    'ami',
    'AMI',
    'Making decades of firmware expertise easy to find',
    'Firmware and platform security',
    [
      'Technical SEO audit and prioritized fix list',
      'Firmware security topic map aligned with buyer language',
      'Consolidated and restructured product and solution pages',
      'Expert-reviewed long-form technical content',
    ],
  ),
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

  caseCover(
    'wiliot',
    'Wiliot',
    'Explaining ambient IoT to the people who will buy it',
    'IoT and supply chain technology',
    [
      'Website structure built around the buyer journey',
      'Layered explanations of battery-free tag technology',
      'Design component system for pages and campaigns',
      'Social and email templates for launches and events',
    ],
  ),
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

  caseCover(
    'dave-wilson-nursery',
    'Dave Wilson Nursery',
    'A catalog of fruit and nut trees that growers and gardeners can use',
    'Agriculture and horticulture',
    [
      'Restructured variety catalog with attribute-based browsing',
      'Consistent template for every variety page',
      'Separate paths for trade buyers and home gardeners',
      'Structured data and listing clean-up for search visibility',
    ],
  ),
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

  caseCover(
    'ntt',
    'NTT',
    'Focused demand generation inside a global technology group',
    'Technology and IT services',
    [
      'Audience and channel strategy with agreed success metrics',
      'Focused landing pages for high-intent searches',
      'Search and LinkedIn campaigns with tight targeting',
      'Listing and search feature clean-up',
    ],
  ),
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

  caseCover('samurai', 'Samurai', 'Building a voice for a managed security brand', 'Cybersecurity', [
    'B2B search plan for managed detection and XDR topics',
    'Technical articles based on interviews with security specialists',
    'LinkedIn program for the brand and its experts',
    'Internal linking between education content and service pages',
  ]),
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

  caseCover('shimek', 'Shimek', 'A rebuilt website that works as hard as the sales team', 'Technology', [
    'New site structure and page templates',
    'Rewritten service descriptions',
    'Redirect map and on-page SEO foundations at launch',
    'Automated email follow-up from site forms',
  ]),
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

  caseCover('guga', 'GUGA', 'A brand identity built to grow with the company', 'Technology', [
    'Brand positioning and voice guidelines',
    'Logo system, palette and typography',
    'Website design in the new identity',
    'Social and document templates for launch',
  ]),
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

  caseCover(
    'cts-ai',
    'CTS AI',
    'Taking an AI solutions company from idea to market',
    'Artificial intelligence',
    [
      'Go-to-market strategy and core messaging',
      'Visual identity and focused website',
      'Use-case landing pages',
      'Targeted search and LinkedIn launch campaigns',
    ],
  ),
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
const work = (
  slug: string,
  alt: string,
  caption: string,
  art: PlannedImage['art'],
  caseStudy = true,
): PlannedImage => ({
  collection: 'portfolio',
  slug,
  name: 'image',
  role: 'cover',
  ...GALLERY,
  alt,
  caption,
  art,
  ...(caseStudy ? { alsoQuotes: [{ collection: 'case-studies' as const, slug }] } : {}),
});

const portfolio: PlannedImage[] = [
  work(
    'ami',
    'Mockup of a topic hub page in a browser frame labelled "Concept mockup, not the live site": the name AMI in plain type, the heading "Firmware security topic hub" and three topic cards: supply-chain integrity, secure boot and platform resilience.',
    `Mockup: a concept hub page for AMI’s firmware security topics, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · topic hub concept',
      mockup: {
        layout: 'hub',
        brand: 'AMI',
        nav: ['Products', 'Solutions', 'Resources'],
        eyebrow: 'Firmware and platform security',
        heading: 'Firmware security topic hub',
        cta: 'Contact',
        cards: [
          { title: 'supply-chain integrity', lines: 3 },
          { title: 'secure boot', lines: 3 },
          { title: 'platform resilience', lines: 3 },
        ],
      },
    },
  ),
  work(
    'wiliot',
    'Mockup of an explainer article in a browser frame labelled "Concept mockup, not the live site": the name Wiliot in plain type, the heading "How a tag without a battery actually works", a pull quote about battery-free Bluetooth tags that power themselves from ambient radio energy, and an "On this page" list from business outcome to proof and detail.',
    `Mockup: a concept page that explains the tags in layers, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · layered explainer concept',
      mockup: {
        layout: 'article',
        brand: 'Wiliot',
        nav: ['Products', 'Solutions', 'Resources'],
        eyebrow: 'technical depth',
        heading: 'how a tag without a battery actually works',
        cards: [
          { title: 'the business outcome' },
          { title: 'how the technology delivers it' },
          { title: 'the proof and detail' },
        ],
        side: ['battery-free Bluetooth tags that power themselves from ambient radio energy'],
      },
    },
  ),
  work(
    'dave-wilson-nursery',
    'Diagram of three equal columns, ripening time, chill requirements and pollination needs, standing on a base labelled "Consistent template for every variety page".',
    'Diagram: the details every variety page presents in the same pattern, as the Dave Wilson Nursery case study lists them.',
    {
      template: 'diagram',
      frame: 'One pattern for every variety',
      diagram: {
        kind: 'pillars',
        pillars: ['ripening time', 'chill requirements', 'pollination needs'],
        base: 'Consistent template for every variety page',
      },
    },
  ),
  work(
    'ntt',
    'Hub diagram: "Qualified conversations" in the centre, joined to landing pages that own their topics, paid campaigns that reach the roles it wants, and reporting that shows which activity leads to conversations.',
    'Diagram: the three parts of the NTT team’s program named in the case study, all aimed at qualified conversations.',
    {
      template: 'diagram',
      frame: 'Three parts, one measure',
      diagram: {
        kind: 'hub',
        centre: 'qualified conversations',
        spokes: [
          'landing pages that own their topics',
          'paid campaigns that reach the roles it wants',
          'reporting that shows which activity leads to conversations',
        ],
      },
    },
  ),
  work(
    'samurai',
    'Mockup of an article page in a browser frame labelled "Concept mockup, not the live site": the name Samurai in plain type, the heading "How XDR differs from SIEM and EDR", grey text bars and an "On this page" list of three buyer questions.',
    `Mockup: a concept article layout for the managed detection content library, ${MOCKUP_NOTE}.`,
    {
      template: 'mockup',
      frame: 'Mockup · article layout concept',
      mockup: {
        layout: 'article',
        brand: 'Samurai',
        nav: ['Services', 'Resources', 'Contact'],
        eyebrow: 'managed detection and response',
        heading: 'how XDR differs from SIEM and EDR',
        cards: [
          { title: 'how XDR differs from SIEM and EDR' },
          { title: 'what a managed service actually covers' },
          { title: 'how to evaluate providers' },
        ],
      },
    },
  ),
  work(
    'shimek',
    'Diagram of three equal columns, editable page templates, clean migration and automated follow-up from every form, standing on a base labelled "Website rebuild".',
    'Diagram: the three parts of the Shimek website rebuild listed in the portfolio entry.',
    {
      template: 'diagram',
      frame: 'Three parts of one rebuild',
      diagram: {
        kind: 'pillars',
        pillars: ['Editable page templates', 'clean migration', 'automated follow-up from every form'],
        base: 'Website rebuild',
      },
    },
  ),
  work(
    'guga',
    'Hub diagram: "One consistent brand" in the centre, joined to four places it applies: website, social channels, sales materials and everyday documents.',
    'Diagram: where GUGA’s one identity is applied, as the case study lists it.',
    {
      template: 'diagram',
      frame: 'One identity, every channel',
      diagram: {
        kind: 'hub',
        centre: 'one consistent brand',
        spokes: ['website', 'social channels', 'sales materials', 'everyday documents'],
      },
    },
  ),
  work(
    'cts-ai',
    'Diagram of four equal columns, messaging, identity, website and first campaigns, standing on a base labelled "An AI solutions company".',
    'Diagram: the four parts of the CTS AI launch listed in the portfolio entry.',
    {
      template: 'diagram',
      frame: 'Four parts of one launch',
      diagram: {
        kind: 'pillars',
        pillars: ['Messaging', 'identity', 'website', 'first campaigns'],
        base: 'an AI solutions company',
      },
    },
  ),
  work(
    'cloud-security-startup-site',
    'Mockup of a product launch page in a browser frame labelled "Concept mockup, not the live site": no client name (a grey bar stands in for it), a placeholder headline, an "Interactive product tour" button and three cards, one per buyer role.',
    `Mockup: a concept launch page with a product tour and pages per buyer role, ${MOCKUP_NOTE}; the client is not named.`,
    {
      template: 'mockup',
      frame: 'Mockup · launch site concept',
      mockup: {
        layout: 'hub',
        brand: null,
        nav: ['Products', 'Solutions', 'Resources'],
        eyebrow: 'platform launch',
        heading: '',
        cta: 'interactive product tour',
        cards: [
          { title: 'buyer role', lines: 3 },
          { title: 'buyer role', lines: 3 },
          { title: 'buyer role', lines: 3 },
        ],
        notes: ['an interactive product tour', 'pages for each buyer role'],
      },
    },
    false,
  ),
  work(
    'managed-it-provider-seo',
    'Hub diagram: "Businesses searching near them" in the centre, joined to service pages, map listings and local content.',
    'Diagram: the three kinds of local search work named in this portfolio entry.',
    {
      template: 'diagram',
      frame: 'Found by businesses nearby',
      diagram: {
        kind: 'hub',
        centre: 'businesses searching near them',
        spokes: ['Service pages', 'map listings', 'local content'],
      },
    },
    false,
  ),
  work(
    'south-bay-dental-group-brand',
    'Diagram of three equal columns, offices, web and print, standing on a base labelled "A calmer, more modern identity".',
    'Diagram: where the refreshed identity is applied, as this portfolio entry lists it; no logo or client name is shown.',
    {
      template: 'diagram',
      frame: 'One identity across every setting',
      diagram: {
        kind: 'pillars',
        pillars: ['offices', 'web', 'print'],
        base: 'A calmer, more modern identity',
      },
    },
    false,
  ),
  work(
    'saas-analytics-launch-campaign',
    'Diagram of three equal columns, email, paid social and a landing page, standing on a base labelled "Coordinated for a major feature release".',
    'Diagram: the three channels this portfolio entry says were coordinated for one release.',
    {
      template: 'diagram',
      frame: 'Three channels, one release',
      diagram: {
        kind: 'pillars',
        pillars: ['Email', 'paid social', 'a landing page'],
        base: 'coordinated for a major feature release',
      },
    },
    false,
  ),
];
/** How each diagram kind reads, for alt text and captions. */
const SHAPES: Record<Diagram['kind'], string> = {
  flow: 'a left-to-right flow',
  tree: 'a tree',
  layers: 'stacked layers',
  hub: 'a hub with spokes',
  split: 'a branching flow',
  steps: 'a numbered sequence',
  cycle: 'a loop',
  funnel: 'a narrowing funnel',
  pillars: 'columns on one base',
};

/** A post cover: the title beside its section headings drawn as one diagram. */
function postCover(slug: string, title: string, diagram: Diagram): PlannedImage {
  const labels = diagramLabels(diagram);
  const centre = diagram.kind === 'hub' ? ` around "${diagram.centre}"` : '';
  return {
    collection: 'posts',
    slug,
    name: 'cover',
    role: 'cover',
    ...COVER,
    alt: `Cover with the title "${title}" on a dark panel, beside ${SHAPES[diagram.kind]}${centre} of the post's sections: ${labels.join('; ')}.`,
    caption: `Diagram: the post's ${countWord(labels.length)} sections drawn as ${SHAPES[diagram.kind]}.`,
    art: { template: 'post-cover', title, diagram },
  };
}

const posts: PlannedImage[] = [
  postCover(
    'account-based-marketing-on-a-mid-market-budget',
    'Account-Based Marketing on a Mid-Market Budget',
    {
      kind: 'funnel',
      tiers: [
        'Choose fewer accounts than you think',
        'Tier your effort',
        'Use the channels you already have',
        'Align with sales every week',
        'Measure accounts, not leads',
      ],
    },
  ),
  postCover(
    'building-a-technical-content-engine',
    'Building a Technical Content Engine Your Engineers Will Support',
    {
      kind: 'cycle',
      centre: 'Technical Content Engine',
      points: [
        "Interview, don't assign",
        'Build a calendar from real questions',
        'Make review fast and bounded',
        'Give experts credit and reasons to care',
        'Reuse every piece, and measure what it supports',
      ],
    },
  ),
  postCover('choosing-a-cms-for-a-b2b-marketing-site', 'Choosing a CMS for a B2B Marketing Website', {
    kind: 'steps',
    steps: [
      'Understand the three broad options',
      'Start with who edits and how often',
      'Weigh performance, security and accessibility',
      'Check integrations and content structure',
      'Count the full cost',
    ],
  }),
  postCover(
    'choosing-a-marketing-automation-platform',
    'How to Choose a Marketing Automation Platform for a B2B Tech Company',
    {
      kind: 'steps',
      steps: [
        'Start with the sales process, not the software',
        'Let the CRM decide more than you think',
        'Be honest about team capacity',
        'Check the things that are painful to change later',
        'Run a short, real pilot',
      ],
    },
  ),
  postCover(
    'conversion-optimization-for-low-traffic-sites',
    'Conversion Optimization for Low-Traffic B2B Websites',
    {
      kind: 'cycle',
      points: [
        'Understand why people do not convert',
        'Make changes big enough to detect',
        'Measure before and after, carefully',
        'Test where traffic allows',
        'Close the loop with sales',
      ],
    },
  ),
  postCover(
    'email-deliverability-for-b2b-senders',
    'Email Deliverability for B2B Senders: What to Fix First',
    {
      kind: 'steps',
      steps: [
        'Authenticate your domain properly',
        'Separate marketing mail from everything else',
        'Clean the list before you send more',
        'Make leaving easy',
        'Send steadily and watch the signals',
      ],
    },
  ),
  postCover('email-nurture-for-security-buyers', 'Email Nurture Programs for Cybersecurity Buyers', {
    kind: 'funnel',
    tiers: [
      'Segment by role before anything else',
      'Teach before you sell',
      'Trigger on behavior, not only on time',
      'Write like a colleague',
      'Hand off to sales at the right moment',
    ],
  }),
  postCover(
    'explaining-complex-products-in-plain-language',
    'How to Explain a Complex Technical Product in Plain Language',
    {
      kind: 'steps',
      steps: [
        'Start with the problem the reader has',
        'Replace abstractions with examples',
        'Define terms once, then use them consistently',
        'Write for two readers at once',
        'Edit hard, then test with real readers',
      ],
    },
  ),
  postCover('ga4-attribution-for-long-b2b-sales-cycles', 'GA4 and Attribution for Long B2B Sales Cycles', {
    kind: 'steps',
    steps: [
      'Define the events that matter',
      'Be strict about UTMs',
      'Pass the source into the CRM',
      'Choose an attribution view, and know its limits',
      'Respect consent, and report on pipeline',
    ],
  }),
  postCover(
    'how-b2b-buyers-research-with-ai-search',
    'How B2B Buyers Research With AI Search, and What It Means for You',
    {
      kind: 'hub',
      centre: 'AI search',
      spokes: [
        'What has actually changed',
        'Write pages that answer clearly',
        'Give the tools something worth citing',
        'Build demand that does not depend on clicks',
        'Adjust how you measure',
      ],
    },
  ),
  postCover(
    'keyword-research-for-niche-b2b-categories',
    'Keyword Research When Your B2B Category Has Almost No Search Volume',
    {
      kind: 'funnel',
      tiers: [
        'Start with problems, not product names',
        'Use tools for shape, not for truth',
        'Score topics by intent and fit',
        'Build clusters, not single pages',
        "Measure what volume can't show",
      ],
    },
  ),
  postCover('landing-pages-for-demo-requests', 'Designing Landing Pages That Earn B2B Demo Requests', {
    kind: 'steps',
    steps: [
      'Say exactly what the demo is',
      'Match the promise to the source',
      'Put proof next to the form',
      'Keep the form short, then qualify later',
      'Make the moment after the submit count',
    ],
  }),
  postCover('linkedin-for-cybersecurity-brands', 'LinkedIn Strategy for Cybersecurity Brands', {
    kind: 'hub',
    centre: 'LinkedIn',
    spokes: [
      'Give the company page and people different jobs',
      'Post what practitioners find useful',
      'Handle threat news with care',
      'Use paid LinkedIn deliberately',
      'Measure the right things',
    ],
  }),
  postCover('marketing-dashboard-leadership-trusts', 'Building a Marketing Dashboard Leadership Trusts', {
    kind: 'steps',
    steps: [
      "Start from leadership's questions",
      'Agree on definitions and write them down',
      'Use one source of truth for revenue metrics',
      'Balance lagging and leading indicators',
      'Add context and review on a rhythm',
    ],
  }),
  postCover('marketing-to-cisos', 'Marketing to CISOs: What Security Leaders Want From Vendors', {
    kind: 'hub',
    centre: 'CISO',
    spokes: [
      'Lead with risk and outcomes, not features',
      'Replace claims with evidence',
      'Market to the team around the CISO',
      'Respect their time and their inbox',
      'Measure influence, not just leads',
    ],
  }),
  postCover('short-form-video-for-technical-products', 'Short-Form Video for Technical B2B Products', {
    kind: 'steps',
    steps: [
      'One idea per clip',
      'Put your experts on camera',
      'Show the product honestly',
      'Design for silent, vertical viewing',
      'Publish where your audience is, on a steady rhythm',
    ],
  }),
  postCover('should-b2b-companies-ungate-content', 'Should B2B Companies Ungate Their Content?', {
    kind: 'steps',
    steps: [
      'What a gate really costs',
      'Where gates still make sense',
      'How to measure an ungated program',
      'Change the conversation with sales',
      'Try it on one asset first',
    ],
  }),
  postCover('technical-seo-for-saas-documentation-sites', 'Technical SEO for SaaS Documentation Sites', {
    kind: 'cycle',
    points: [
      'Make sure pages render without a struggle',
      'Handle versions deliberately',
      'Give every page a clear structure',
      'Connect docs to the rest of the site',
      'Maintain it like a product',
    ],
  }),
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

export const plan: PlannedImage[] = [...caseStudies, ...portfolio, ...posts];
