import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'building-a-technical-content-engine',
  title: 'Building a Technical Content Engine Your Engineers Will Support',
  excerpt:
    'The best technical content draws on the knowledge of engineers and researchers who have little time to write. A content engine turns their expertise into steady publishing without burning them out.',
  description:
    'How B2B tech companies can publish expert technical content steadily: subject matter interviews, a clear editorial process and reviews that respect engineers.',
  author: 'content-team',
  date: '2025-07-15',
  category: 'content-marketing-and-copywriting',
  body: `Technical buyers can tell within a paragraph whether an article was written by someone who understands the subject. Generic content written from search results does not earn their trust, and increasingly it does not rank either. The knowledge that makes content credible lives in the heads of your engineers, researchers and solutions architects.

The problem is that those people have day jobs. Asking them to write a blog post every month usually produces a burst of enthusiasm, two posts and a long silence. A content engine solves this by separating expertise from writing: experts supply knowledge in the way that costs them least, and a dedicated team turns it into finished work.

## Interview, don't assign

The single most effective change we make for clients is replacing writing assignments with interviews. A 30-minute conversation with an engineer produces enough raw material for a substantial article, and most experts find talking far easier than drafting.

A good interview has a narrow focus and prepared questions. Before the call, the writer researches the topic, reads relevant documentation and drafts an outline. During the call, they ask for specifics:

- What do people usually get wrong about this?
- Can you walk me through a real example, with details we can share?
- What would you tell a peer who is evaluating tools in this space?
- Where does the common advice fall short?

Record the call, with permission, and work from the transcript. The expert's phrasing often makes the best lines in the piece.

## Build a calendar from real questions

Topics should come from what buyers actually ask, not from a brainstorm. Pull questions from sales calls, support tickets, community forums and search data, then group them into themes that map to your product. Our post on [keyword research for niche B2B categories](/blog/keyword-research-for-niche-b2b-categories) explains how to find and score these topics when search tools show little volume.

Plan a quarter at a time, with room for timely pieces. A realistic cadence you can sustain, even two strong articles a month, beats an ambitious one that collapses by the third month.

## Make review fast and bounded

Engineering review is where content engines stall. Drafts sit in inboxes for weeks, or come back rewritten. Set clear rules from the start:

- **One technical reviewer per piece**, named in the plan, with a fixed turnaround such as three working days.
- **Review for accuracy, not style.** Ask reviewers to flag anything wrong or misleading; the content team owns tone and structure.
- **Comment in the document**, not in a separate email chain, so nothing gets lost.
- **A single legal or compliance check** for topics that need it, such as anything touching customer data or vulnerabilities.

When reviewers see their time used well and their expertise credited, they say yes to the next interview.

## Give experts credit and reasons to care

Put the expert's name on the piece as a contributor or co-author, and share it through their profile as well as the company's. Many engineers value building a public reputation, and recognition turns a favor into an opportunity. Report back on how the piece performed, especially when a prospect or customer mentions it.

## Reuse every piece, and measure what it supports

One strong article can feed a month of other work: a LinkedIn post from the expert, a short video explanation, a section in a nurture email, a slide for sales and an answer for the support knowledge base. Plan these derivatives when you plan the article, not as an afterthought.

Measure the engine by the outcomes it supports: organic visits from target roles, content consumed by accounts in active deals, newsletter growth and the share of sales conversations where content came up. Volume of posts published is an input, not a result.

If you want a team to run interviews, writing and editing for you, our [content writing](/services/content-writing) service was built for exactly this kind of work.`,
};

export default post;
