import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-5',
  title: 'Draft post 5',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-05-14',
  category: 'seo-strategies-and-best-practices',
  body: `Draft body.`,
};

export default post;
