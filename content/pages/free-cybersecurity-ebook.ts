import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/free-cybersecurity-ebook',
  title: "Free Ebook: The Cybersecurity Marketer's Playbook",
  description:
    "Get The Cybersecurity Marketer's Playbook, a free ebook from Byer Company on positioning, content, SEO and demand generation for security companies.",
  heading: "The Cybersecurity Marketer's Playbook",
  lead: 'A free, practical guide to marketing security products to the people who are hardest to convince. Written by Byer Company from years of work with cybersecurity and technology clients.',
  sections: [
    {
      id: 'what-it-covers',
      heading: 'What the ebook covers',
      body: 'The guide is organized into chapters you can read in order or jump between, each ending with a short checklist.',
      items: [
        {
          title: 'Chapter 1: Know who signs',
          text: 'Mapping the security buying committee, from analysts and engineers to the CISO and procurement, and what each one needs to hear.',
        },
        {
          title: 'Chapter 2: Positioning without fear',
          text: 'How to describe your product by the problem it solves, instead of by threats, acronyms and alarm.',
        },
        {
          title: 'Chapter 3: A website that earns trust',
          text: 'The pages security buyers look for, how to present certifications and integrations, and where to put the demo request.',
        },
        {
          title: 'Chapter 4: Content practitioners read',
          text: 'Research, technical guides and explainers that build credibility with an audience that ignores fluff.',
        },
        {
          title: 'Chapter 5: Search for security terms',
          text: 'Planning SEO around precise, low-volume, high-intent searches, plus how AI answer engines change the picture.',
        },
        {
          title: 'Chapter 6: Paid media and events',
          text: 'Where paid search, LinkedIn and conferences fit, and how to judge them by pipeline rather than clicks.',
        },
        {
          title: 'Chapter 7: Measuring what matters',
          text: 'Connecting marketing activity to opportunities and revenue over a long sales cycle.',
        },
      ],
    },
    {
      id: 'who-it-is-for',
      heading: 'Who it is for',
      body: `The playbook is written for marketing leaders, founders and sales heads at cybersecurity vendors, managed security providers and security consultancies. It also suits technology companies in neighboring fields, such as cloud, data and IT services, whose buyers have the same cautious habits.

You do not need a large team to use it. Each chapter suggests what to do first with limited time and budget.`,
    },
    {
      id: 'how-to-get-it',
      heading: 'How to get your copy',
      body: `The ebook is free and is sent by email. To request it, write to us through the form on our [contact page](/contact) and include the word **ebook** in your message. We will reply with the guide at the email address you give us.

We only use your details to send the ebook and answer your message; read our [privacy policy](/legal#privacy-policy) for the details. If you would like to talk about your own marketing while you are there, say so and we will follow up.`,
    },
  ],
};

export default page;
