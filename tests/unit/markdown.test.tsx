import { readFileSync } from 'node:fs';
import path from 'node:path';

import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

import Markdown from '@/components/ui/Markdown';
import { HIGHLIGHTED_LANGUAGES } from '@/lib/content/highlight';
import { linksIn, plainText, readingMinutes, wordCount } from '@/lib/content/markdown';
import { parseMarkdown } from '@/lib/content/markdown-parse';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

const fixture = readFileSync(path.join(__dirname, '../fixtures/markdown/every-construct.md'), 'utf8');

describe('Markdown parsing', () => {
  // Tables and code are their own chunk (next/dynamic): loaded first, as Next's server does.
  beforeAll(() => Loadable.preloadAll());

  const { doc, problems } = parseMarkdown(fixture);

  it('accepts every supported construct', () => {
    expect(problems).toEqual([]);
  });

  it('builds the tree pages render', () => {
    expect(doc.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'heading',
      'quote',
      'code',
      'table',
      'image',
      'rule',
      'list',
      'paragraph',
      'paragraph',
      'video',
      'footnotes',
    ]);
    expect(doc[0]).toEqual({
      type: 'heading',
      level: 2,
      id: 'why-it-matters',
      children: [
        { type: 'text', text: 'Why it ' },
        { type: 'emphasis', children: [{ type: 'text', text: 'matters' }] },
      ],
    });
    expect(doc[3]).toMatchObject({ type: 'list', ordered: true, start: 3, tight: true });
    expect(doc[6]).toMatchObject({ type: 'code', lang: 'ts', text: 'const a = 1;' });
    expect(doc[7]).toEqual({
      type: 'table',
      align: ['left', 'right'],
      head: [[{ type: 'text', text: 'Term' }], [{ type: 'text', text: 'Meaning' }]],
      rows: [[[{ type: 'text', text: 'MQL' }], [{ type: 'text', text: 'Marketing-qualified lead' }]]],
    });
    expect(doc[8]).toEqual({
      type: 'image',
      image: {
        src: '../media/diagram.png',
        alt: 'A box and an arrow',
        caption: 'Illustration: a box and an arrow',
      },
      line: 25,
      column: 1,
    });
    expect(doc[10]).toMatchObject({
      type: 'list',
      tight: true,
      items: [{ checked: true }, { checked: false }],
    });
    expect(doc[13]).toEqual({
      type: 'video',
      video: { provider: 'youtube', id: 'M7lc1UVf-VE' },
      title: 'A two-minute tour',
    });
    expect(doc[14]).toMatchObject({ type: 'footnotes', notes: [{ id: 'source', number: 1, refs: 1 }] });
  });

  it('renders it as elements: ids, lists, quotes, code, a scrolling table, external links marked', () => {
    const withImage = doc.map((block) =>
      block.type === 'image'
        ? {
            ...block,
            rendered: {
              alt: block.image.alt,
              caption: block.image.caption,
              width: 1600,
              height: 900,
              sources: [
                { type: 'image/avif', srcSet: '/media/d-1-800.avif 800w' },
                { type: 'image/webp', srcSet: '/media/d-1-800.webp 800w' },
              ],
              src: '/media/d-1-800.webp',
            },
          }
        : block,
    );
    // CSS module class names carry a build hash: compare their readable part. Token
    // colours come from Shiki's themes: the highlighting tests below check them.
    const html = renderToStaticMarkup(<Markdown doc={withImage.slice(0, 10)} />)
      .replace(/class="_(\w+)_[0-9a-f]+/g, 'class="$1')
      .replace(/ style="--light:#\w+;--dark:#\w+"/g, ' style="…"');
    expect(html).toBe(
      [
        '<div>',
        '<h2 id="why-it-matters">Why it <em>matters</em></h2>',
        '<p>Read <a href="/services/seo">our SEO page</a>, <strong>act</strong> and see ',
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">the source<span class="visually-hidden"> (opens in a new tab)</span>',
        '<svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false" style="margin-inline-start:0.3em"><path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"></path></svg></a>.\n',
        'A second line with <code>inline code</code> and <del>old text</del>.</p>',
        '<h3 id="steps">Steps</h3>',
        // A tight list: the item holding a sub-list gets no paragraph (CommonMark).
        '<ol start="3"><li>Third first</li><li>Then <em>this</em><ul><li>nested <strong>bold</strong></li><li>nested two</li></ul></li></ol>',
        '<h4 id="small-heading">Small heading</h4>',
        '<blockquote class="quote"><p>A quote with a <a href="/contact">link</a>.</p></blockquote>',
        '<pre class="code" tabindex="0"><code data-lang="ts"><span>',
        '<span style="…">const</span><span style="…"> </span><span style="…">a</span><span style="…"> </span>',
        '<span style="…">=</span><span style="…"> </span><span style="…">1</span><span style="…">;</span>',
        '</span></code></pre>',
        '<div class="tableScroll" role="region" aria-label="Table: Term, Meaning" tabindex="0"><table class="table">',
        '<thead><tr><th scope="col" style="text-align:left">Term</th><th scope="col" style="text-align:right">Meaning</th></tr></thead>',
        '<tbody><tr><td style="text-align:left">MQL</td><td style="text-align:right">Marketing-qualified lead</td></tr></tbody></table></div>',
        '<figure class="figure"><picture>',
        `<source type="image/avif" srcSet="/media/d-1-800.avif 800w" sizes="${IMAGE_SIZES.prose}"/>`,
        `<source type="image/webp" srcSet="/media/d-1-800.webp 800w" sizes="${IMAGE_SIZES.prose}"/>`,
        `<img class="image" src="/media/d-1-800.webp" alt="A box and an arrow" width="1600" height="900" loading="lazy" decoding="async"/>`,
        '</picture><figcaption>Illustration: a box and an arrow</figcaption></figure>',
        '<hr class="rule"/>',
        '</div>',
      ].join(''),
    );
  });

  it('finds links with their place, and counts words without markup', () => {
    expect(linksIn(doc).map(({ href, line, column }) => [href, line, column])).toEqual([
      ['/services/seo', 3, 6],
      ['https://example.com/a', 3, 53],
      ['/contact', 15, 18],
      ['mailto:studio@example.com', 32, 10],
      ['tel:+15550100', 32, 58],
      ['/contact', 38, 33],
    ]);
    expect(plainText(doc.slice(0, 2))).toBe(
      'Why it matters\nRead our SEO page, act and see the source.\nA second line with inline code and old text.',
    );
    const words = parseMarkdown('word '.repeat(450)).doc;
    expect(wordCount(words)).toBe(450);
    expect(readingMinutes(words)).toBe(2);
  });
});

const REFUSED_HTML = 'raw HTML is not allowed: write Markdown (see docs/editing.md)';

describe('Markdown refusals', () => {
  const refusals = (source: string) => parseMarkdown(source).problems;

  it.each([
    ['raw HTML', 'Intro\n\nSome <b>bold</b>.', 3, 6, REFUSED_HTML],
    ['a level-1 heading', 'Text\n\n# Title', 3, 1, 'a level-1 heading is not supported: use ## to ####'],
    ['a level-5 heading', '##### Deep', 1, 1, 'a level-5 heading is not supported: use ## to ####'],
    [
      'a link definition',
      'See [x][a].\n\n[a]: /contact',
      1,
      5,
      'reference links are not supported: write the address inline, [text](/path)',
    ],
    [
      'a footnote call without its note',
      'Claim[^1].\n\nMore[^src].',
      3,
      5,
      'footnote [^src] has no text: add a line "[^src]: the note" after the paragraph',
    ],
    [
      'a footnote nothing calls',
      'Claim.\n\n[^1]: Source.',
      3,
      1,
      'footnote [^1] is never called: add [^1] where it applies, or delete the note',
    ],
    [
      'a footnote written twice',
      'Claim[^a].\n\n[^a]: One.\n\n[^a]: Two.',
      5,
      1,
      'footnote [^a] is written twice: keep one of them',
    ],
    [
      'a video without a title',
      'https://youtu.be/M7lc1UVf-VE',
      1,
      1,
      "a video needs a title: write [What the video shows](the video's address) alone on its line",
    ],
    [
      'a code language the site does not colour',
      '```cobol\nDISPLAY "HI".\n```',
      1,
      1,
      `code language "cobol" is not known: use one of ${HIGHLIGHTED_LANGUAGES.join(', ')}, or text for none`,
    ],
    ['raw HTML in a footnote', 'Claim[^a].\n\n[^a]: See <b>this</b>.', 3, 11, REFUSED_HTML],
    [
      'an image inside a sentence',
      'See ![a](b.png) here.',
      1,
      5,
      'an image must stand alone in its own paragraph, with blank lines around it',
    ],
  ])('refuses %s with its line and column', (_name, source, line, column, message) => {
    expect(refusals(source)).toContainEqual({ line, column, message });
  });
});
