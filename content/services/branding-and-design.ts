import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'branding-and-design',
  title: 'Branding & Design',
  shortTitle: 'branding',
  description:
    'Brand strategy, naming, logos and visual identity for technology companies that need to look as credible as their product.',
  summary: 'A brand that tells buyers who you are before they read a word.',
  intro: `Branding is the set of decisions that make a company recognizable: what it stands for, how it sounds, and how it looks in every place a buyer meets it. Design turns those decisions into a logo, a palette, type, layouts and rules anyone on your team can apply.

In technology and security markets, many companies sound alike. Shields, locks, blue gradients and claims of "next-generation" protection blur together in a buyer's mind. A distinct brand is a practical advantage: it makes a startup look established, helps a spin-off stand apart from its parent, and gives an acquired product a clear place in a larger portfolio.

We start with positioning, because a logo cannot fix an unclear story. The identity we design is built to work on a website, a trade-show booth, a product interface and a slide deck. It then carries through to your [website](/services/web-design) and your [social channels](/services/social-media-marketing).`,
  included: [
    {
      title: 'Brand positioning',
      text: 'Audience, category, point of view and proof points, written down in a short document the whole company can use.',
    },
    {
      title: 'Naming',
      text: 'Company, product and feature names, checked for meaning, pronunciation and obvious conflicts.',
    },
    {
      title: 'Logo and identity',
      text: 'A logo system with variations, color palette, typography and graphic elements.',
    },
    {
      title: 'Voice and messaging',
      text: 'Tone guidelines, a core message hierarchy and sample copy for common situations.',
    },
    {
      title: 'Brand guidelines',
      text: 'A practical guide with do and do-not examples, delivered as a living document and source files.',
    },
    {
      title: 'Launch assets',
      text: 'Templates for slides, social posts, email signatures and event materials so the new brand appears everywhere at once.',
    },
  ],
  process: [
    {
      title: 'Research',
      text: 'Interviews with leadership, customers and sales, and a review of how competitors present themselves.',
    },
    { title: 'Positioning', text: 'A written brand platform agreed before any visual work begins.' },
    {
      title: 'Identity design',
      text: 'Two or three distinct visual directions, refined into one complete system.',
    },
    {
      title: 'Rollout',
      text: 'Guidelines, templates and support while your team applies the brand across channels.',
    },
  ],
  faqs: [
    {
      question: 'Do we need a full rebrand or just a refresh?',
      answer:
        'If your positioning still fits and people recognize your mark, a refresh that modernizes type, color and layouts is often enough. A full rebrand makes sense after a merger, a change in market, or when the current brand actively confuses buyers.',
    },
    {
      question: 'How long does a branding project take?',
      answer:
        'A visual refresh can take four to six weeks. A full brand with positioning, naming and identity usually takes ten to sixteen weeks, depending on how many people need to approve it.',
    },
    {
      question: 'Can you work within our parent company brand guidelines?',
      answer:
        'Yes. We often design sub-brands and product identities that sit inside a larger corporate system, respecting its rules while giving the product its own presence.',
    },
    {
      question: 'What files do we receive at the end?',
      answer:
        'Logo files in vector and raster formats for print and screen, color values, font licenses or recommendations, the guidelines document, and editable templates for everyday materials.',
    },
  ],
  relatedCaseStudies: ['guga', 'cts-ai', 'wiliot'],
  cta: {
    heading: 'Give your company a brand that matches its product',
    text: 'Start with a conversation about where you are headed. We will tell you honestly whether you need a refresh or a rebuild.',
  },
  keywords: [
    'branding',
    'brand identity',
    'logo design',
    'branding agency',
    'brand strategy',
    'visual identity',
    'rebranding',
    'tech company branding',
    'graphic design',
  ],
};

export default service;
