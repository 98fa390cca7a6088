import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/contact',
  title: 'Contact Byer Company | Start a Project',
  description:
    'Contact Byer Company in El Segundo about web design, SEO or marketing. Send a message with the form or by email, and a person replies.',
  heading: 'Contact us',
  lead: 'Tell us what you are working on, and a member of our team will write back. Use the form below, or write to the email address beside it.',
  sections: [
    {
      id: 'what-happens-next',
      heading: 'What happens after you write',
      body: 'There is no sales script and no obligation. Here is what to expect.',
      items: [
        {
          title: 'A reply from a person',
          text: 'Someone who does the work reads your message and replies by email, usually within one business day.',
        },
        {
          title: 'A short call',
          text: 'If it looks like a fit, we suggest a call of about half an hour to understand your goals, timeline and budget.',
        },
        {
          title: 'A written proposal',
          text: 'We send a plan with scope, schedule and price. If we are not the right agency for the job, we say so and try to point you to someone who is.',
        },
      ],
    },
    {
      id: 'what-to-include',
      heading: 'What to include in your message',
      body: `A few details help us give a useful answer the first time:

- Your company and website, if you have one
- What you want to achieve, such as more leads, a new site or a launch
- Any deadline or event you are working toward
- A rough budget range, if you know it
- Where you heard about us

If you would like our free ebook, [The Cybersecurity Marketer's Playbook](/free-cybersecurity-ebook), just mention **ebook** in your message and we will email it to you.`,
    },
    {
      id: 'visit-us',
      heading: 'Meeting in person',
      body: `We are based in El Segundo, a few minutes from LAX and easy to reach from anywhere in the South Bay. Meetings are by appointment, so please write ahead and we will make sure the right people are there.`,
    },
  ],
};

export default page;
