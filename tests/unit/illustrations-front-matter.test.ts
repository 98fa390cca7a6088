import path from 'node:path';

import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

import { formattedWithIllustrations, srcFrom, withIllustrations } from '@/scripts/illustrations/front-matter';
import type { PlannedImage } from '@/scripts/illustrations/types';

const image = (
  name: string,
  role: PlannedImage['role'],
  extra: Partial<PlannedImage> = {},
): PlannedImage => ({
  collection: 'case-studies',
  slug: 'acme',
  name,
  role,
  width: 1600,
  height: 900,
  alt: `The ${name} "drawing" [v2]`,
  caption: `Diagram: the ${name}, as "described".`,
  art: { template: 'diagram', frame: 'x', diagram: { kind: 'steps', steps: [] } },
  ...extra,
});

const entry = 'content/case-studies/acme.md';
const source =
  '---\nslug: acme\ntitle: Acme\n---\n\n# Challenge\n\nFirst paragraph.\n\nThe 0.3 percent line.\n\nLast.\n';

describe('withIllustrations', () => {
  it('refers to images relative to the entry file', () => {
    expect(srcFrom(entry, image('cover', 'cover'))).toBe('../media/case-studies/acme/cover.png');
  });

  it('adds cover and gallery to the front matter with quoted alt and caption', () => {
    const out = withIllustrations(source, entry, [
      image('cover', 'cover'),
      image('map', 'gallery'),
      image('page', 'gallery'),
    ]);
    expect(out).toBe(
      [
        '---',
        'slug: acme',
        'title: Acme',
        'cover:',
        '  src: ../media/case-studies/acme/cover.png',
        '  alt: "The cover \\"drawing\\" [v2]"',
        '  caption: "Diagram: the cover, as \\"described\\"."',
        'gallery:',
        '  - src: ../media/case-studies/acme/map.png',
        '    alt: "The map \\"drawing\\" [v2]"',
        '    caption: "Diagram: the map, as \\"described\\"."',
        '  - src: ../media/case-studies/acme/page.png',
        '    alt: "The page \\"drawing\\" [v2]"',
        '    caption: "Diagram: the page, as \\"described\\"."',
        '---',
        '',
        '# Challenge',
        '',
        'First paragraph.',
        '',
        'The 0.3 percent line.',
        '',
        'Last.',
        '',
      ].join('\n'),
    );
  });

  it('places an inline image after the paragraph it illustrates, escaped for Markdown', () => {
    const chart = image('chart', 'inline', { inlineAfter: '0.3 percent' });
    const out = withIllustrations(source, entry, [chart]);
    expect(out).toContain(
      'The 0.3 percent line.\n\n![The chart "drawing" \\[v2\\]](../media/case-studies/acme/chart.png "Diagram: the chart, as \\"described\\".")\n\nLast.',
    );
  });

  it('keeps what an editor already set and changes nothing on a second run', () => {
    const own = '---\nslug: acme\ncover:\n  src: mine.png\n  alt: Mine\n---\nBody\n';
    expect(withIllustrations(own, entry, [image('cover', 'cover')])).toBe(own);
    const images = [
      image('cover', 'cover'),
      image('map', 'gallery'),
      image('chart', 'inline', { inlineAfter: '0.3 percent' }),
    ];
    const once = withIllustrations(source, entry, images);
    expect(withIllustrations(once, entry, images)).toBe(once);
  });

  it('names the file when there is no front matter or no paragraph to follow', () => {
    expect(() => withIllustrations('# No front matter\n', entry, [])).toThrow(
      `${entry}: no front matter block at the top`,
    );
    expect(() =>
      withIllustrations(source, entry, [image('chart', 'inline', { inlineAfter: 'nowhere' })]),
    ).toThrow(`${entry}: no paragraph contains "nowhere"`);
  });
});

describe('formattedWithIllustrations', () => {
  it('writes the wired entry as the format check expects it', async () => {
    const out = await formattedWithIllustrations(source, entry, [
      image('cover', 'cover'),
      image('map', 'gallery'),
      image('chart', 'inline', { inlineAfter: '0.3 percent' }),
    ]);
    const filepath = path.join(process.cwd(), entry);
    expect(await check(out, { ...(await resolveConfig(filepath)), filepath })).toBe(true);
    expect(out).toContain('  alt: \'The cover "drawing" [v2]\'');
  });
});
