import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'opentype.js';

import type { OutlineText } from '@/lib/artwork';

/** The brand's display face at the weight the covers use (static file: opentype.js reads WOFF, not WOFF2). */
const MOTIF_FONT = '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff';

/**
 * Outlines cover motifs with Space Grotesk Bold (Node only: reads the font from node_modules).
 * A character the font lacks would silently become a blank box, so it throws instead.
 */
export function spaceGroteskOutline(root = process.cwd()): OutlineText {
  const data = readFileSync(path.join(root, 'node_modules', MOTIF_FONT));
  const font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  return (text, x, y, fontSize) => {
    for (const char of text) {
      if (char.trim() && font.charToGlyphIndex(char) === 0) {
        throw new Error(
          `Artwork motif "${text}": Space Grotesk has no glyph for "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`,
        );
      }
    }
    return font.getPath(text, x, y, fontSize).toPathData(1);
  };
}
