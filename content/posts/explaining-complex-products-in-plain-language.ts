import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'explaining-complex-products-in-plain-language',
  title: 'How to Explain a Complex Technical Product in Plain Language',
  excerpt:
    'Jargon feels precise to the people who write it and vague to everyone else. These are the copywriting techniques we use to make complex security and software products clear without dumbing them down.',
  description:
    'Copywriting techniques for complex B2B products: start with the problem, use concrete examples, define terms, cut jargon and test copy with people who buy.',
  author: 'content-team',
  date: '2026-04-14',
  category: 'content-marketing-and-copywriting',
  body: `Read the homepages of ten security vendors and you will find the same phrases rearranged: unified platform, AI-driven insights, end-to-end visibility, proactive defense. Each company believes it is describing something specific. To the reader, they are interchangeable.

The problem is rarely that the product is too complex to explain. It is that the copy is written from the inside, by people who know the product so well they have forgotten what it was like not to. Plain language is not simplistic language; it is precise language a reader can follow. Here are the techniques we rely on.

## Start with the problem the reader has

Buyers care about your product only as far as it solves something for them. Open with the situation they recognize, in their terms, before you introduce any product names or categories.

Compare two openings. "A unified exposure management platform" asks the reader to decode a category. "See every internet-facing asset your company owns, including the ones nobody told IT about" describes an outcome the reader can picture. The second is longer, and much clearer.

## Replace abstractions with examples

Abstract nouns are where meaning goes to hide. Words like "visibility", "insights", "optimization" and "solution" could describe almost anything. Whenever you find one, ask: visibility into what, for whom, and what do they do with it?

Then give an example. A short scenario, such as an analyst seeing which vulnerable servers are actually reachable from the internet and fixing those first, does more work than a paragraph of adjectives. Concrete numbers help too, when they are real: how long setup takes, how many integrations exist, how many steps a task involves.

## Define terms once, then use them consistently

Technical products need technical terms. The trick is to introduce each one deliberately, with a short definition the first time it appears, and then never swap it for a synonym. If a page calls the same thing an agent, a sensor and a collector, the reader will assume there are three different components.

Keep a short glossary for your brand and share it with everyone who writes: marketing, product, documentation and sales.

## Write for two readers at once

Most B2B pages are read by at least two people: a practitioner who wants depth and a decision maker who wants the point. Serve both with structure rather than by writing two pages:

- **Headlines and the first sentence of each section** carry the main point in plain terms.
- **Body text** adds the detail, mechanism and evidence a practitioner needs.
- **Links to documentation, architecture guides and specifications** let the most technical readers go deeper.

## Edit hard, then test with real readers

Editing for clarity is mostly deletion. Remove words that add tone without meaning, such as "seamless", "robust", "cutting-edge" and "world-class". Shorten sentences that carry more than one idea. Replace passive constructions with a clear subject doing something. Read the copy aloud; if you run out of breath, the sentence is too long.

The people who wrote the copy cannot judge whether it is clear. Show it to someone who matches your buyer but does not know your product, ask them to explain back what you do, and note where they hesitate. Sales teams are another good test: if they paraphrase the website differently on every call, the website is not doing its job.

Plain copy pays off across every page, and especially on the pages where visitors decide; see our advice on [landing pages for demo requests](/blog/landing-pages-for-demo-requests). If you want help rewriting your core messaging, our [content writing](/services/content-writing) team works with technical companies every day.`,
};

export default post;
