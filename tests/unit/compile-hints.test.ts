import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, shiftedByOneLine, withCompileHint } from '@/lib/first-paint/compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('shiftedByOneLine', () => {
  it('starts a plain map one generated line later', () => {
    expect(shiftedByOneLine({ version: 3, mappings: 'AAAA;AACA' })).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
    });
  });

  it('moves every section of an index map down one line', () => {
    const map = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: {} },
        { offset: { line: 4, column: 2 }, map: {} },
      ],
    };
    expect(shiftedByOneLine(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });
});
