/** A production build renders only the images published entries name. */
import { describe, expect, it } from 'vitest';

import { unpublishedFiles } from '@/lib/content/server/unpublished-files';
import { type ContentText, unpublishedSources } from '@/lib/media/server/published';

const TODAY = '2026-11-27';
/** What scripts/media.ts asks: the images left out of a build for `today`. */
const leftOut = (files: ContentText[], sources: string[], today: string) =>
  unpublishedSources(files, sources, unpublishedFiles(files, today));
const post = (frontMatter: string, body: string) =>
  `---\n${frontMatter}\ncover:\n  src: ${body}\n---\nText.\n`;

describe('unpublishedSources', () => {
  const sources = [
    'content/media/posts/draft/cover.png',
    'content/media/posts/draft/cover.dark.png',
    'content/media/posts/draft/cover.phone.png',
    'content/media/posts/soon/cover.png',
    'content/media/posts/live/cover.png',
    'content/media/shared/diagram.png',
    'content/media/unused.png',
    'content/media/posts/draft/chart.svg',
    'tests/fixtures/proof/logo.png',
  ];
  const files = [
    {
      path: 'content/posts/draft.md',
      text: `${post('draft: true', '../media/posts/draft/cover.png')}![A chart](../media/posts/draft/chart.svg)\n`,
    },
    { path: 'content/posts/soon.md', text: post('date: 2099-01-01', '../media/posts/soon/cover.png') },
    {
      path: 'content/posts/live.md',
      text: `${post('date: 2026-01-01', '../media/posts/live/cover.png')}![A diagram](../media/shared/diagram.png)\n`,
    },
    {
      path: 'content/posts/another-draft.md',
      text: `${post('draft: true', '../media/shared/diagram.png')}`,
    },
    { path: 'content/posts/broken.md', text: '---\ndraft: [\n---\n' },
  ];

  it('names the images only drafts and scheduled entries use, their dark and phone renderings and SVGs too', () => {
    expect([...leftOut(files, sources, TODAY)].sort()).toEqual([
      'content/media/posts/draft/chart.svg',
      'content/media/posts/draft/cover.dark.png',
      'content/media/posts/draft/cover.phone.png',
      'content/media/posts/draft/cover.png',
      'content/media/posts/soon/cover.png',
      'content/media/unused.png',
    ]);
  });

  it('keeps an image a published entry uses too, and a test fixture’s own', () => {
    const skipped = leftOut(files, sources, TODAY);
    expect(skipped.has('content/media/shared/diagram.png')).toBe(false);
    expect(skipped.has('tests/fixtures/proof/logo.png')).toBe(false);
  });

  it('leaves out the pictures of a draft service (YAML), not those of a published one', () => {
    const service = (draft: string, src: string) => ({
      path: `content/services/${src.replace(/\W/g, '')}.yaml`,
      text: `slug: s\n${draft}hero:\n  src: ../media/services/${src}\n  alt: Our drawing\n`,
    });
    const skipped = leftOut(
      [service('draft: true\n', 'new.png'), service('', 'live.png')],
      ['content/media/services/new.png', 'content/media/services/live.png'],
      TODAY,
    );
    expect([...skipped]).toEqual(['content/media/services/new.png']);
  });

  it('publishes a scheduled entry once its day comes', () => {
    expect(leftOut(files, sources, '2099-01-01').has('content/media/posts/soon/cover.png')).toBe(false);
  });
});
