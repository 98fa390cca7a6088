import { describe, expect, it } from 'vitest';

import { plan } from '@/scripts/illustrations/plan';
import { hasPhoneRendering, PHONE, renderHtml } from '@/scripts/illustrations/templates';
import type { Artwork } from '@/scripts/illustrations/types';

/** Text as the HTML shows it: tags dropped, entities decoded, spaces evened out. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>|<script>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .toLowerCase();

describe('illustration templates', () => {
  it('draw every planned heading and label, and say what a mockup is', () => {
    const image = plan.find((i) => i.art.template === 'mockup' && i.art.mockup.heading);
    expect(image).toBeDefined();
    const art = image!.art as Extract<Artwork, { template: 'mockup' }>;
    const text = visibleText(renderHtml(art, image!.width, image!.height));
    expect(text).toContain(art.mockup.heading.toLowerCase());
    for (const card of art.mockup.cards) expect(text).toContain(card.title.toLowerCase());
    expect(text).toContain('concept mockup · not the live site');
  });

  it('escape text instead of letting it become markup', () => {
    const html = renderHtml(
      { template: 'diagram', frame: 'A <b>frame</b>', diagram: { kind: 'steps', steps: ['x & <i>y</i>'] } },
      1600,
      1000,
    );
    expect(html).toContain('A &lt;b&gt;frame&lt;/b&gt;');
    expect(html).toContain('X &amp; &lt;i&gt;y&lt;/i&gt;');
    expect(html).not.toContain('<i>y</i>');
  });

  it('size the page to the image and load fonts without the network', () => {
    const html = renderHtml(plan[0]!.art, 1600, 900);
    expect(html).toContain('--w:1600px;--h:900px');
    expect(html).toMatch(/src:url\(data:font\/woff2;base64,/);
    expect(html).not.toMatch(/https?:\/\//);
  });
});

/** Every word an artwork asks to show (not its layout names, sizes or tones). */
function wordsOf(value: unknown, key = ''): string[] {
  if (['template', 'direction', 'seed', 'kind', 'layout', 'tone', 'max', 'lines'].includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  return [];
}

describe('phone layouts', () => {
  const labelled = plan.filter((image) => hasPhoneRendering(image.art));

  it.each(labelled.map((image) => [`${image.slug}/${image.name}`, image] as const))(
    '%s shows every word of the wide picture, so its alt text and caption stay true',
    (_, image) => {
      const text = visibleText(renderHtml(image.art, PHONE.width, 0, 'light', 'phone'));
      for (const words of wordsOf(image.art)) expect(text).toContain(words.toLowerCase());
    },
  );

  it('are as tall as their content and no wider than the phone', () => {
    const html = renderHtml(labelled[0]!.art, PHONE.width, 0, 'dark', 'phone');
    expect(html).toContain(`--w:${PHONE.width}px;--h:auto`);
  });
});
