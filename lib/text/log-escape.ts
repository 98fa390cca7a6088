/**
 * The one way visitor text reaches a terminal or a log line (`npm run leads`, the server log,
 * the CSP report log): every character that could move the cursor, retitle the window, write
 * the clipboard, start a forged line or reorder what is shown is written as a visible escape.
 */

/**
 * C0 and C1 controls, DEL, the Unicode line and paragraph separators, and every format
 * character (\p{Cf}: bidi overrides and isolates such as U+202E and U+2066, zero-width
 * U+200B...), which can make a line read differently from what it holds.
 */
export const UNPRINTABLE = /[\p{Cc}\u2028\u2029\p{Cf}]/gu;

/** Each unprintable character as an escape a reader can see: ESC prints as `\x1b`, U+202E as `\u202e`. */
export function escapeForLog(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.codePointAt(0)!;
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
    if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
    return `\\u{${code.toString(16)}}`;
  });
}
