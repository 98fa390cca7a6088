import { describe, expect, it } from 'vitest';

import { escapeForLog } from '@/lib/text/log-escape';

describe('escapeForLog', () => {
  it('writes a forged line break and a terminal escape as visible escapes', () => {
    expect(escapeForLog('/x\r\n[csp] fake.png')).toBe('/x\\x0d\\x0a[csp] fake.png');
    expect(escapeForLog('\u001b]0;owned\u0007')).toBe('\\x1b]0;owned\\x07');
  });

  it.each([
    ['\u202e', '\\u202e'],
    ['\u2066', '\\u2066'],
    ['\u200b', '\\u200b'],
    ['\ufeff', '\\ufeff'],
    ['\u{e0041}', '\\u{e0041}'],
  ])('shows the format character %j as %s', (char, shown) => {
    expect(escapeForLog(`a${char}b`)).toBe(`a${shown}b`);
  });

  it('leaves printable text, accents and emoji alone', () => {
    expect(escapeForLog('Zoë — 😀 ✓')).toBe('Zoë — 😀 ✓');
  });
});
