import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'choosing-a-cms-for-a-b2b-marketing-site',
  title: 'Choosing a CMS for a B2B Marketing Website',
  excerpt:
    'Traditional, headless or an all-in-one platform: the right content management system depends on who edits the site, how often and with what help. Here is how we frame the choice.',
  description:
    'How to choose a CMS for a B2B marketing website: traditional versus headless, editor experience, performance, security, integrations and total cost of ownership.',
  author: 'design-team',
  date: '2025-12-09',
  category: 'marketing-technology-and-tools',
  body: `Every website redesign reaches the same question sooner or later: which content management system should we build on? Debates about it can take on a strange intensity, with developers favoring modern headless tools and marketers favoring whatever they used at their last company. Both have a point, and neither preference is a good enough reason on its own.

The right CMS is the one that lets your team publish and change the site quickly, safely and without waiting on developers for routine work. Here is how we help B2B technology clients decide.

## Understand the three broad options

Most choices fall into one of three groups:

- **Traditional CMS platforms**, such as WordPress, manage content and render pages in one system. They are widely known, have large plugin ecosystems and are quick to start with. They need disciplined maintenance, because outdated plugins and themes are a common route for attacks.
- **Headless CMS platforms** store content and deliver it through an API to a separately built front end. They give developers full control over performance and design, and they suit companies that reuse content across websites, apps and documentation. They require a development team to build and evolve the front end.
- **All-in-one website platforms**, often bundled with marketing automation, combine hosting, page building and marketing tools. They are convenient for small teams, with less flexibility in design and data.

None is best in general. Each is best for a particular team and set of needs.

## Start with who edits and how often

Map the people who will use the CMS and what they do each week. A content team publishing several posts a week, a demand generation team building campaign landing pages and a product marketing team updating feature pages each need different things.

Ask candidates to show the actual editing experience for your common tasks: publishing a post with images, creating a landing page from existing components, updating navigation and previewing changes before they go live. If marketers need a developer for any of those, the site will slow down your campaigns.

## Weigh performance, security and accessibility

For a technology company, the website itself is a signal of competence. Slow pages, accessibility failures and security incidents undermine the story you are telling. Consider:

- **Performance.** Can the platform serve fast pages without heroic effort? Static generation and good image handling help.
- **Security.** How are updates handled, and who is responsible? How are editor accounts protected, including single sign-on and multi-factor authentication?
- **Accessibility.** Does the component library produce accessible markup by default, so editors cannot easily break it?

Cybersecurity buyers in particular may look at your site's security headers and third-party scripts. Fewer moving parts is usually better.

## Check integrations and content structure

Your CMS needs to connect cleanly with the marketing automation platform, CRM forms, analytics and consent management. It should also let you model content in a structured way, with fields for things like case studies, authors and categories rather than free-form pages. Structured content is easier to keep consistent, easier to reuse and easier for search engines to understand.

If you are also choosing an automation platform, read [how to choose a marketing automation platform](/blog/choosing-a-marketing-automation-platform) and make the two decisions together.

## Count the full cost

License fees are only part of the cost. Add hosting, development, plugin or add-on licenses, maintenance, security monitoring and the time your team spends working around limitations. A platform with a lower license price can easily cost more over three years if every change needs a developer.

We design and build on several platforms, and we recommend the one that fits the team rather than the one we prefer. If you are planning a new site, our [web design](/services/web-design) team can help you make the call before any design work begins.`,
};

export default post;
