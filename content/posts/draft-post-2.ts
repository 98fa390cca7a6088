import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-2',
  title: 'Draft post 2',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-02-11',
  category: 'social-media-marketing-and-management',
  body: `Draft body.`,
};

export default post;
