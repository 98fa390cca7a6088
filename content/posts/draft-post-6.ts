import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'draft-post-6',
  title: 'Draft post 6',
  excerpt: 'Draft excerpt.',
  description: 'Draft description of a blog post that is long enough for the content check to pass.',
  author: 'seo-team',
  date: '2026-06-15',
  category: 'marketing-technology-and-tools',
  body: `Draft body.`,
};

export default post;
