import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/work/case-studies',
  title: 'Case Studies: Marketing for Tech and Security Brands',
  description:
    'How Byer Company helped firmware, IoT, cybersecurity, AI and agriculture clients with websites, search, branding and campaigns.',
  heading: 'Case studies',
  lead: 'The problems our clients brought us, what we did about them, and what changed afterwards.',
  sections: [
    {
      id: 'how-we-tell-them',
      heading: 'How we write these stories',
      body: `Each case study describes work we delivered and the difference it made to how the client presents itself, finds buyers and supports its sales team. We keep client data confidential, so you will not find inflated percentages here. If you would like more detail about a specific project, ask us and we will share what the client allows.`,
    },
    {
      id: 'your-project',
      heading: 'A project like yours',
      body: `Most of our work is with technology and cybersecurity companies, but the same approach serves growers, manufacturers and service businesses. Browse the [portfolio](/work/portfolio) for more examples, or [start a conversation](/contact) about what you need.`,
    },
  ],
};

export default page;
