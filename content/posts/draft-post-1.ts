import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-1',
  title: 'Draft post 1',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-01-10',
  category: 'digital-marketing-trends-and-thought-leadership',
  body: `Draft body.`,
};

export default post;
