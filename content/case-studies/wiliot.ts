import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'wiliot',
  client: 'Wiliot',
  title: 'Explaining ambient IoT to the people who will buy it',
  description:
    'Web design, brand work and launch campaigns that helped Wiliot explain battery-free Bluetooth tags and ambient IoT to enterprise buyers.',
  industry: 'IoT and supply chain technology',
  summary:
    'A website and campaign system that turns a new technology category into a story enterprise buyers can follow.',
  challenge: `Wiliot makes small, battery-free Bluetooth tags that power themselves from ambient radio energy, paired with a cloud platform that turns their signals into information about products, packaging and assets. It is a genuinely new idea, often described as ambient IoT, and new ideas are hard to sell.

Visitors arrived with very different levels of understanding. Supply-chain and retail leaders wanted to know what problem the technology solves and what it costs to adopt. Engineers wanted to understand how a tag without a battery actually works. Partners wanted to see where they fit. A site written for one group left the others behind.

The company also needed marketing materials that could keep pace with product announcements, events and partner news without each one being designed from scratch.`,
  approach: `We organized the site around the buyer's path: the business outcome first, then how the technology delivers it, then the proof and detail each audience needs. Explanations of the tags and platform were layered so a visitor could stop at a simple overview or keep reading into technical depth.

We extended the visual identity into a component system for web pages, illustrations and campaign assets, so new pages and launches stay consistent. Alongside the site, we set up social content and email templates for announcements and events, giving the marketing team a repeatable way to promote news across channels.`,
  outcome: `Wiliot has a site that explains an unfamiliar technology in the order buyers need it, with a clear route from "what is this" to "how do we start". Technical and business audiences each find content written for them, and the layered structure gives the team room to add use cases and industries as the category grows.

The shared design system and campaign templates mean launches reach the website, social channels and inboxes together, in a consistent voice and look.`,
  highlights: [
    'Website structure built around the buyer journey',
    'Layered explanations of battery-free tag technology',
    'Design component system for pages and campaigns',
    'Social and email templates for launches and events',
  ],
  services: ['web-design', 'branding-and-design', 'social-media-marketing', 'email-marketing'],
  image: '/images/case-studies/wiliot.svg',
};

export default caseStudy;
