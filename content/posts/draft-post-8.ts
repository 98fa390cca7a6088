import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-8',
  title: 'Draft post 8',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-08-17',
  category: 'email-marketing-and-automation',
  body: `Draft body.`,
};

export default post;
