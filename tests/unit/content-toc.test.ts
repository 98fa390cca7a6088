import { describe, expect, it } from 'vitest';

import { headingId, parseMarkdown } from '@/lib/content/markdown-parse';
import { tableOfContents } from '@/lib/content/toc';

import { siteContent } from '../fixtures/site-content';

describe('table of contents', () => {
  it('lists the h2s in order with their anchor ids, leaving h3s out', () => {
    const body = 'Intro.\n\n## First part\n\nText.\n\n### A detail\n\nMore.\n\n## Second part\n\nEnd.';
    expect(tableOfContents(parseMarkdown(body).doc)).toEqual([
      { id: headingId('First part'), text: 'First part' },
      { id: headingId('Second part'), text: 'Second part' },
    ]);
  });

  it('is empty for a body without h2s', () => {
    expect(tableOfContents(parseMarkdown('Just a paragraph.').doc)).toEqual([]);
  });

  it('gives every post entries with ids', () => {
    for (const post of siteContent().posts)
      for (const entry of tableOfContents(post.body)) expect(entry.id.length, post.slug).toBeGreaterThan(0);
  });
});
