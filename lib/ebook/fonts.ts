/**
 * The brand fonts for the ebook, read from node_modules (Node only). pdfkit embeds the WOFF
 * files as they are (its font engine reads WOFF); opentype.js measures and outlines the same
 * files for the SVG versions, so both show identical type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Font, parse } from 'opentype.js';

import type { FontRole, TextOutliner } from './drawing';

/** Each role's file; italic serves emphasis in body copy. */
export const FONT_FILES: Record<FontRole | 'italic', string> = {
  display: '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff',
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bodyBold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  italic: '@fontsource/inter/files/inter-latin-400-italic.woff',
};

export function fontPath(role: keyof typeof FONT_FILES, root = process.cwd()): string {
  return path.join(root, 'node_modules', FONT_FILES[role]);
}

export function brandOutliner(root = process.cwd()): TextOutliner {
  const fonts = new Map<FontRole, Font>();
  const font = (role: FontRole) => {
    let loaded = fonts.get(role);
    if (!loaded) {
      const data = readFileSync(fontPath(role, root));
      loaded = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      fonts.set(role, loaded);
    }
    return loaded;
  };
  // Glyph by glyph with kerning: opentype.js's own shaping rejects a lookup type Inter uses.
  function layout(text: string, role: FontRole, size: number) {
    const face = font(role);
    const scale = size / face.unitsPerEm;
    const glyphs = [...text].map((char) => face.charToGlyph(char));
    const offsets: number[] = [];
    let advance = 0;
    glyphs.forEach((glyph, i) => {
      offsets.push(advance);
      const next = glyphs[i + 1];
      advance += ((glyph.advanceWidth ?? 0) + (next ? face.getKerningValue(glyph, next) : 0)) * scale;
    });
    return { glyphs, offsets, width: advance };
  }
  return {
    width: (text, role, size) => layout(text, role, size).width,
    path: (text, role, x, y, size) => {
      const { glyphs, offsets } = layout(text, role, size);
      return glyphs.map((glyph, i) => glyph.getPath(x + offsets[i]!, y, size).toPathData(1)).join('');
    },
  };
}
