// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import EntryPreview from '@/components/cms/EntryPreview';
import { parseMarkdown } from '@/lib/content/markdown-parse';
import { VIDEO_PROVIDER_NAMES } from '@/lib/content/video';

// next/font runs only in Next's compiler.
vi.mock('next/font/local', () => ({ default: () => ({ className: '', variable: '' }) }));

describe("the web editor's preview", () => {
  beforeEach(() => {
    window.siteParseMarkdown = parseMarkdown;
  });
  afterEach(() => {
    delete window.siteParseMarkdown;
  });

  it('draws a video link alone on its line as the page does: the poster and a link to the video', () => {
    const title = 'How we plan a launch';
    const body = `Intro.\n\n[${title}](https://www.youtube.com/watch?v=M7lc1UVf-VE)\n\nAfter.\n`;
    // As Decap renders a preview: to static markup, in one pass.
    const html = renderToStaticMarkup(
      <EntryPreview collection="posts" data={{ title: 'A post', body }} assetUrl={(src) => src} />,
    );
    document.body.innerHTML = html;
    const figure = document.querySelector('figure');
    expect(figure?.textContent).toContain(`${VIDEO_PROVIDER_NAMES.youtube} video`);
    expect(figure?.querySelector('a')?.textContent).toContain(
      `Watch “${title}” on ${VIDEO_PROVIDER_NAMES.youtube}`,
    );
  });

  it('draws tables and code, which pages load in a chunk of their own', () => {
    const body =
      'Intro.\n\n| Check | Owner |\n| --- | --- |\n| Redirects | SEO |\n\n```ts\nconst a = 1;\n```\n';
    document.body.innerHTML = renderToStaticMarkup(
      <EntryPreview collection="posts" data={{ title: 'A post', body }} assetUrl={(src) => src} />,
    );
    expect(document.querySelector('table')?.textContent).toContain('Redirects');
    expect(document.querySelector('pre code')?.textContent).toBe('const a = 1;');
  });
});
