import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-3',
  title: 'Draft post 3',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-03-12',
  category: 'marketing-analytics-and-data-insights',
  body: `Draft body.`,
};

export default post;
