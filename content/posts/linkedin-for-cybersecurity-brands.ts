import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'linkedin-for-cybersecurity-brands',
  title: 'LinkedIn Strategy for Cybersecurity Brands',
  excerpt:
    'LinkedIn is where security practitioners and leaders compare notes, which makes it valuable for vendors and unforgiving of noise. Here is how we build a presence that earns trust.',
  description:
    'A LinkedIn plan for cybersecurity companies: the roles of the company page and of experts, what to post, how to handle threat news and what to measure.',
  author: 'strategy-team',
  date: '2025-06-17',
  category: 'social-media-marketing-and-management',
  body: `For most cybersecurity companies, LinkedIn is the one social network that matters for pipeline. It is where CISOs share what they are reading, where researchers publish findings, and where security teams notice which vendors have something useful to say. It is also full of vendors posting the same breach headlines with the same call to action.

A presence that works on LinkedIn looks less like advertising and more like a consistent, expert voice. This is how we structure it for security clients.

## Give the company page and people different jobs

The company page and the individual profiles of your team do different things, and plans that treat them the same disappoint.

- **The company page** is your reference point. It should carry product news, research reports, event appearances, hiring and customer stories. It builds credibility when someone checks you out, even if its organic reach is modest.
- **Individual experts** carry the conversation. Posts from a researcher, founder or field CTO typically reach more people than the same idea on a company page, and they feel more trustworthy because a named person stands behind them.

Pick two or three people with real expertise and a willingness to post regularly. Help them with ideas, editing and scheduling, but keep their voice their own. Ghostwritten posts that sound like press releases defeat the purpose.

## Post what practitioners find useful

Security audiences reward substance. The posts that consistently earn engagement for our clients fall into a few types:

- Practical explanations of a technique, misconfiguration or attack pattern, with the fix
- Short takeaways from original research, with a link to the full report
- Honest lessons from building the product or working incidents, without naming customers
- Clear opinions on industry debates, backed by reasoning
- Behind-the-scenes posts about the team and its culture, which help hiring as much as sales

Written posts and document carousels that teach one idea tend to do well. Keep external links in moderation, and make every post make sense on its own.

## Handle threat news with care

When a major vulnerability or breach hits the news, the temptation is to post immediately with a product pitch attached. Resist it. Security professionals notice opportunism, and it damages trust. If you have something genuinely useful to add, such as detection guidance, affected versions or a clear explanation, share it without a sales angle. If you do not, stay quiet.

It also helps to agree in advance who approves posts about active incidents, so speed does not come at the expense of accuracy.

## Use paid LinkedIn deliberately

LinkedIn ads are expensive per click, but the targeting by job title, function, seniority and company is hard to match elsewhere. Use paid campaigns to put your best organic content and research in front of target accounts, and to retarget people who engaged with it. Asking cold audiences for a demo on the first touch rarely works well in security.

## Measure the right things

Follower counts and likes are easy to track and hard to connect to revenue. More useful signals:

- Engagement from people at target accounts and in target roles
- Profile visits and connection requests to your experts from practitioners
- Traffic and sign-ups from LinkedIn to research and resource pages
- Prospects mentioning your posts on sales calls, logged in the CRM

Building this kind of presence takes months of consistency, not a single campaign. For help with the plan and the weekly work, see our [social media marketing](/services/social-media-marketing) services, and for the wider picture of reaching security leaders read [marketing to CISOs](/blog/marketing-to-cisos).`,
};

export default post;
