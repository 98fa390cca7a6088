import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/free-cybersecurity-ebook',
  title: "Free Ebook: The Cybersecurity Marketer's Playbook",
  description:
    "Get The Cybersecurity Marketer's Playbook, a free ebook from Byer Company on positioning, content, SEO and demand generation for security companies.",
  heading: "The Cybersecurity Marketer's Playbook",
  lead: 'A free, practical guide to marketing security products to the people who are hardest to convince. Written by Byer Company from years of work with cybersecurity and technology clients. Request it below and download it at once.',
  sections: [
    {
      id: 'who-it-is-for',
      heading: 'Who it is for',
      body: `The playbook is written for marketing leaders, founders and sales heads at cybersecurity vendors, managed security providers and security consultancies. It also suits technology companies in neighboring fields, such as cloud, data and IT services, whose buyers have the same cautious habits.

You do not need a large team to use it. Each chapter ends with a checklist, and the last one sets out a 90-day plan a small team can follow.`,
    },
  ],
};

export default page;
