import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-4',
  title: 'Draft post 4',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-04-13',
  category: 'content-marketing-and-copywriting',
  body: `Draft body.`,
};

export default post;
