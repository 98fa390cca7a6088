import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { coreText, coreUnicodeRange, restUnicodeRange } from '@/lib/first-paint/font-subset';

import { cutFont, FONT_CUTS } from '../../scripts/fonts';

const root = process.cwd();
const fontsModule = readFileSync(path.join(root, 'components/fonts.ts'), 'utf8');

/** The unicode-range values components/fonts.ts declares, in order (next/font takes only literals). */
const declaredRanges = [...fontsModule.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map(
  (match) => match[1],
);

describe('the brand faces’ cut', () => {
  it('is declared with the cut’s range, and the rest of Latin with the rest', () => {
    expect(declaredRanges).toEqual([coreUnicodeRange(), restUnicodeRange()]);
  });

  it('holds every character the content sets, so no page of ours fetches the rest', () => {
    const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(md|mdx|ya?ml|json|ts)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(0);
    const cut = new Set(coreText());
    const missing = new Set<string>();
    for (const file of files)
      for (const character of readFileSync(path.join(root, 'content', file), 'utf8'))
        if (character >= ' ' && !cut.has(character)) missing.add(`${file}: ${character}`);
    expect([...missing]).toEqual([]);
  });

  // The subsetter (HarfBuzz in WebAssembly) takes seconds to start on a busy machine.
  it.each(FONT_CUTS)(
    '$file is what npm run fonts cuts today',
    async ({ file, source }) => {
      const committed = readFileSync(path.join(root, file));
      expect(
        Buffer.compare(await cutFont(root, source), committed),
        `run npm run fonts to refresh ${file}`,
      ).toBe(0);
    },
    30_000,
  );
});
