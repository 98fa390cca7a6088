import type { ServiceSource } from '@/lib/content/schema';

const service: ServiceSource = {
  slug: 'social-media-marketing',
  title: 'Social Media Marketing',
  shortTitle: 'social media',
  description:
    'Social media marketing for B2B tech brands: LinkedIn programs, executive voices, event coverage and paid social that reaches the right roles.',
  summary: 'Social channels that build trust with the people who sign off on purchases.',
  intro: `Social media marketing for a B2B company is less about going viral and more about being present, useful and consistent where your buyers spend time. For most technology and security companies that means LinkedIn first, with YouTube, X and industry communities playing supporting roles.

Security buyers in particular follow people more than logos. A researcher who explains a new threat clearly, or a founder who shares what the team learned from a difficult launch, earns more attention than a stream of product announcements. We help companies turn the knowledge already inside the team into regular, readable posts, and we make sure the company page supports those voices instead of competing with them.

Organic reach has limits, so we pair content with targeted paid social when it makes sense, using the same audience thinking as our [PPC work](/services/ppc-advertising). Posts draw on material from our [content writing](/services/content-writing) team, so a single research report can feed weeks of social activity.`,
  included: [
    {
      title: 'Channel strategy',
      text: 'Which platforms matter for your buyers, what each one is for, and how often to post.',
    },
    {
      title: 'Content calendar',
      text: 'A monthly plan of posts, themes and campaigns, tied to launches, events and research.',
    },
    {
      title: 'Executive and expert profiles',
      text: 'Ghostwritten posts and profile updates for founders, researchers and sales leaders who want to be visible.',
    },
    {
      title: 'Design and video',
      text: 'Branded graphics, carousels and short clips that stay consistent with your identity.',
    },
    {
      title: 'Community management',
      text: 'Replies, comment monitoring and escalation rules for sensitive questions.',
    },
    {
      title: 'Paid social',
      text: 'LinkedIn and Meta campaigns targeted by role, industry and company size, with clear spend caps.',
    },
    {
      title: 'Monthly reporting',
      text: 'Reach, engagement, follower quality and the site visits and leads that social produced.',
    },
  ],
  process: [
    {
      title: 'Review',
      text: 'We audit your current channels, your competitors and the voices your buyers already follow.',
    },
    {
      title: 'Plan',
      text: 'A channel strategy and a first month of content, approved by you before anything goes out.',
    },
    {
      title: 'Publish',
      text: 'Scheduled posts, live coverage of events and replies within agreed response times.',
    },
    { title: 'Learn', text: 'Monthly reviews that keep what works and drop what does not.' },
  ],
  faqs: [
    {
      question: 'Which social platforms should a B2B tech company use?',
      answer:
        'LinkedIn is almost always the priority. YouTube works well for demos and talks, and X or Reddit can matter in developer and security research communities. We recommend fewer channels done well over many done poorly.',
    },
    {
      question: 'Who approves the posts?',
      answer:
        'You do. We agree on an approval flow at the start, usually a weekly batch review, with faster paths for event coverage or news.',
    },
    {
      question: 'Can you write posts for our executives?',
      answer:
        'Yes. We interview them regularly, draft posts in their voice and publish only with their approval. Many leaders find a short monthly call is enough to keep a steady flow.',
    },
    {
      question: 'How do you handle sensitive topics like breaches or vulnerabilities?',
      answer:
        'We set escalation rules in advance: which topics we never comment on, who must approve a response, and how fast. In a security incident, we pause scheduled content and follow your communications lead.',
    },
    {
      question: 'How do you measure whether social is working?',
      answer:
        'Beyond engagement, we track who engages (roles and companies), visits to your site from social, and leads or meetings that mention social as a touchpoint.',
    },
  ],
  relatedCaseStudies: ['samurai', 'guga', 'wiliot'],
  cta: {
    heading: 'Build a social presence your buyers follow',
    text: 'Send us links to your channels. We will review them and suggest where to focus first.',
  },
  keywords: [
    'social media marketing',
    'social media agency',
    'linkedin marketing',
    'b2b social media',
    'social media management',
    'paid social',
    'executive thought leadership',
    'linkedin ads',
  ],
};

export default service;
