import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-7',
  title: 'Draft post 7',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-07-16',
  category: 'conversion-rate-optimization',
  body: `Draft body.`,
};

export default post;
