import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'choosing-a-marketing-automation-platform',
  title: 'How to Choose a Marketing Automation Platform for a B2B Tech Company',
  excerpt:
    'Feature grids make every marketing automation platform look the same. Start from your sales process, your data and your team instead, and the shortlist gets short quickly.',
  description:
    'A practical way for B2B tech teams to choose a marketing automation platform: start from sales process, CRM data and team capacity, not from feature grids.',
  author: 'strategy-team',
  date: '2025-01-21',
  category: 'marketing-technology-and-tools',
  body: `Most marketing automation platforms can send email, score leads, build landing pages and sync with a CRM. Comparing them feature by feature is how teams end up with an expensive tool that does everything on paper and very little in practice. The better question is not which platform is most capable, but which one your team will actually run well for the next three years.

Here is the process we use when a B2B technology or cybersecurity client asks us to help them pick, or replace, a platform.

## Start with the sales process, not the software

Write down how a lead becomes a customer today. Who decides a lead is worth a call? What happens after a demo request? How long does a typical deal take, and how many people on the buyer side get involved? A company selling a self-serve developer tool needs very different automation from one selling six-figure security platforms through a field sales team.

From that map, list the handful of jobs automation must do. For most of our B2B clients, the list looks something like this:

- Route inbound leads to the right rep within minutes, with context attached
- Nurture contacts who are not ready to talk, by role and by stage
- Tell sales when a known account becomes active again
- Report on which programs produced pipeline, not just form fills

If a platform cannot do those jobs cleanly, its other features do not matter.

## Let the CRM decide more than you think

The most common source of pain we see is a weak connection between the automation platform and the CRM. Leads arrive without a source, lifecycle stages disagree between systems, and reports never reconcile. Before you look at demos, check how each candidate syncs with the CRM your sales team already lives in: which objects sync, how often, in which direction, and what happens when two records conflict.

If you run Salesforce, the native and near-native options will usually be easier to keep clean. If you run HubSpot's CRM, its own marketing tools remove a whole category of sync problems. Crossing ecosystems is possible, but budget for the integration work and for someone who owns it.

## Be honest about team capacity

Enterprise platforms reward teams that have a dedicated operations person. Without one, powerful features become unmaintained workflows nobody understands. A useful rule of thumb: if nobody on your team will spend at least a few hours a week inside the platform, choose the simpler tool and use it fully.

Ask each vendor to show, live, how a marketer would build a three-email nurture with a branch based on a page visit. Time it. Then ask how you would find and fix that workflow six months later when it misbehaves. The second answer tells you more than the first.

## Check the things that are painful to change later

Some decisions are cheap to reverse. These are not:

- **Data model.** How the platform handles accounts versus individual contacts matters a great deal for account-based programs.
- **Contact-based pricing.** Many platforms price by the number of marketing contacts. Know what happens to your bill when the database doubles.
- **Email infrastructure.** Shared versus dedicated sending IPs, and how the platform supports SPF, DKIM and DMARC for your domain. Our post on [email deliverability for B2B senders](/blog/email-deliverability-for-b2b-senders) covers why this matters.
- **Data export.** Make sure you can get your history out in a usable format if you ever leave.

## Run a short, real pilot

Where a vendor allows it, run a pilot on one real program rather than a sandbox demo. Move a single nurture track or your demo-request routing, measure it for a month, and judge the platform on whether it made that program easier to run and easier to report on.

Choosing the platform is the easy part; the value comes from the programs you build on it. If you want help mapping your process before you buy, or building the first nurture tracks after, our [email marketing](/services/email-marketing) team does both, and a conversation through our [contact page](/contact) is a good place to start.`,
};

export default post;
