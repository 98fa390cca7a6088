import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { parseMarkdown } from '@/lib/content/markdown';
import { diskMemo } from '@/lib/content/server/disk-memo';

const folder = mkdtempSync(path.join(tmpdir(), 'disk-memo-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const SOURCE = '## A heading\n\nA paragraph with *emphasis* and a [link](/blog).';

describe('the build memo of parsed Markdown', () => {
  it('hands a later process what an earlier one parsed, without parsing again', () => {
    const first = diskMemo<ReturnType<typeof parseMarkdown>>(folder, 'v1');
    const parsed = first.get(SOURCE, parseMarkdown);
    first.save();

    const parse = vi.fn(parseMarkdown);
    const later = diskMemo<ReturnType<typeof parseMarkdown>>(folder, 'v1');
    expect(later.get(SOURCE, parse)).toEqual(parsed);
    expect(parse).not.toHaveBeenCalled();
  });

  it('parses anew under another parser version and for changed text', () => {
    const parse = vi.fn(parseMarkdown);
    diskMemo(folder, 'v2').get(SOURCE, parse);
    diskMemo(folder, 'v1').get(`${SOURCE} More.`, parse);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('gives each caller its own copy, so additions to a result do not travel', () => {
    const memo = diskMemo<{ doc: { rendered?: string }[] }>(folder, 'copies');
    const result = memo.get('x', () => ({ doc: [{}] }));
    result.doc[0]!.rendered = 'added by the loader';
    expect(memo.get('x', () => ({ doc: [] }))).toEqual({ doc: [{}] });
  });

  it('keeps only the results this process asked for', () => {
    const memo = diskMemo<number>(folder, 'pruned');
    memo.get('kept', () => 1);
    memo.get('edited away', () => 2);
    memo.save();
    const next = diskMemo<number>(folder, 'pruned');
    next.get('kept', () => 0);
    next.get('new', () => 3);
    next.save();
    const stored = JSON.parse(readFileSync(path.join(folder, 'pruned.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.values(stored).sort()).toEqual(['1', '3']);
  });

  it('starts empty when the file was cut short', () => {
    writeFileSync(path.join(folder, 'broken.json'), '{"abc": "[1');
    const parse = vi.fn(() => 7);
    expect(diskMemo<number>(folder, 'broken').get('x', parse)).toBe(7);
    expect(parse).toHaveBeenCalledOnce();
  });
});
