/**
 * The brand fonts for the ebook, read from node_modules (Node only). pdfkit embeds the WOFF
 * files as they are (its font engine reads WOFF); opentype.js measures and outlines the same
 * files for the SVG versions, so both show identical type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Font, parse, type Path } from 'opentype.js';

import type { FontRole, TextOutliner } from '../drawing';

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

const round = (value: number) => String(Math.round(value * 10) / 10);

/**
 * SVG path data to a tenth of a point. Written here because opentype.js's own toPathData
 * prints "NaN" for a coordinate whose fraction is a float-error speck (like 1e-15).
 */
function pathData(path: Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${round(command.x)} ${round(command.y)}`;
        case 'Q':
          return `Q${[command.x1, command.y1, command.x, command.y].map(round).join(' ')}`;
        case 'C':
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(round).join(' ')}`;
        default:
          return 'Z';
      }
    })
    .join('');
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
      // A pair the kerning table lacks can come back undefined or NaN: no adjustment then.
      const kerning = next ? Number(face.getKerningValue(glyph, next)) : 0;
      advance += ((glyph.advanceWidth ?? 0) + (Number.isFinite(kerning) ? kerning : 0)) * scale;
    });
    return { glyphs, offsets, width: advance };
  }
  return {
    width: (text, role, size) => layout(text, role, size).width,
    path: (text, role, x, y, size) => {
      const { glyphs, offsets } = layout(text, role, size);
      return glyphs.map((glyph, i) => pathData(glyph.getPath(x + offsets[i]!, y, size))).join('');
    },
  };
}
