import { describe, expect, it } from 'vitest';

import { guideMeta as guide } from '@/lib/content/lists';
import { DIAGRAMS, PHONE_DIAGRAMS } from '@/lib/ebook/diagrams';
import { coverDrawing, type Drawing, PAGE_WIDTH, svg } from '@/lib/ebook/drawing';
import { brandOutliner } from '@/lib/ebook/server/fonts';
import { escapeXml } from '@/lib/text/xml';

const outliner = brandOutliner();
const pictures: [string, Drawing][] = [
  ['cover', coverDrawing(guide, outliner)],
  ...Object.entries(DIAGRAMS).map(([name, draw]): [string, Drawing] => [name, draw()]),
  ...Object.entries(PHONE_DIAGRAMS).map(([name, draw]): [string, Drawing] => [`${name} (phone)`, draw()]),
];

describe('a diagram’s phone drawing', () => {
  const texts = (drawing: Drawing) =>
    drawing.shapes.flatMap((shape) => (shape.kind === 'text' ? [`${shape.text} ${shape.size}`] : [])).sort();

  it.each(Object.entries(PHONE_DIAGRAMS))(
    '%s says all the wide one says, at the same sizes, in half its width',
    (name, draw) => {
      const [phone, wide] = [draw(), DIAGRAMS[name]!()];
      expect(texts(phone)).toEqual(texts(wide));
      expect(phone.width).toBeLessThanOrEqual(wide.width / 2);
    },
  );
});

describe('the drawn pictures', () => {
  it.each(pictures)('%s is a well-formed SVG with every text outlined', (_, drawing) => {
    const out = svg(drawing, outliner);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(out).toContain(`<title>${escapeXml(drawing.title)}</title>`);
    expect(out).not.toMatch(/NaN|undefined/);
    const texts = drawing.shapes.filter((shape) => shape.kind === 'text');
    expect(out.match(/<path d="M/g)?.length ?? 0).toBe(texts.filter((t) => t.text.trim()).length);
  });

  it('keeps every shape inside its drawing', () => {
    for (const [name, drawing] of pictures) {
      for (const shape of drawing.shapes) {
        const [x, y] =
          shape.kind === 'circle'
            ? [shape.cx, shape.cy]
            : shape.kind === 'line'
              ? [shape.x2, shape.y2]
              : [shape.x, shape.y];
        expect([name, x >= 0 && x <= drawing.width && y >= 0 && y <= drawing.height]).toEqual([name, true]);
      }
    }
  });

  it('wraps the cover title within the page margins', () => {
    const cover = coverDrawing(guide, outliner);
    for (const shape of cover.shapes) {
      if (shape.kind === 'text')
        expect(shape.x + outliner.width(shape.text, shape.font, shape.size)).toBeLessThanOrEqual(PAGE_WIDTH);
    }
  });
});
