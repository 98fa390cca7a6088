import { describe, expect, it } from 'vitest';

import { plainText } from '@/lib/content/markdown';
import type { Landing } from '@/lib/content/schema';
import { listLandings } from '@/lib/content/server';
import { landingPath } from '@/lib/routes';

/** Case, punctuation and link markup do not make two paragraphs different. */
const normalize = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every paragraph a reader sees as running copy on a landing: lead, section bodies, items and FAQ answers. */
function paragraphsOf(landing: Landing): string[] {
  const bodies = [...landing.sections.map((s) => s.body), ...landing.faqs.map((f) => f.answer)];
  const blocks = bodies.flat().flatMap((block) => (block.type === 'paragraph' ? [plainText([block])] : []));
  const items = landing.sections.flatMap((s) => s.items ?? []).map((item) => plainText(item.text));
  return [plainText(landing.lead), ...blocks, ...items].map(normalize).filter(Boolean);
}

describe('local landing pages', () => {
  const landings = listLandings();

  it('each answer at a path of their own', () => {
    const paths = landings.map(landingPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never share a paragraph with one another', () => {
    const firstSeen = new Map<string, string>();
    const shared: string[] = [];
    for (const landing of landings) {
      for (const paragraph of new Set(paragraphsOf(landing))) {
        const other = firstSeen.get(paragraph);
        if (other)
          shared.push(
            `${landingPath(landing)} repeats a paragraph of ${other}: "${paragraph.slice(0, 60)}..."`,
          );
        else firstSeen.set(paragraph, landingPath(landing));
      }
    }
    expect(shared).toEqual([]);
  });

  it.each(landings.map((l) => [landingPath(l), l] as const))(
    '%s names its locality in its heading or lead',
    (_path, landing) => {
      expect(`${landing.heading} ${landing.lead}`).toContain(landing.locality);
    },
  );

  it('have titles and descriptions no other landing uses', () => {
    expect(new Set(landings.map((l) => l.title)).size).toBe(landings.length);
    expect(new Set(landings.map((l) => l.description)).size).toBe(landings.length);
  });
});
