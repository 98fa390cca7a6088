import { describe, expect, it } from 'vitest';

import guideMeta from '@/content/ebook/guide';
import { allRoutes } from '@/lib/content/server';
import { DIAGRAMS } from '@/lib/ebook/drawing';
import { diagramsShown, formatGuideIssue, type GuideFile, parseGuide } from '@/lib/ebook/guide';
import { GUIDE_FOLDER, GUIDE_META_FILE, guideTargets, readChapterFiles } from '@/lib/ebook/server/load';

const files = readChapterFiles();
const meta = { file: GUIDE_META_FILE, data: guideMeta };
const targets = guideTargets(allRoutes());
const check = (changed: GuideFile[], metaData: unknown = guideMeta) =>
  parseGuide(GUIDE_FOLDER, { ...meta, data: metaData }, changed, targets).issues.map(formatGuideIssue);
const chapterFiles = files;

function replaceIn(file: string, from: string, to: string): GuideFile[] {
  return files.map((f) => {
    if (f.file !== file) return f;
    expect(f.text).toContain(from);
    return { ...f, text: f.text.replace(from, to) };
  });
}

describe('the real guide', () => {
  const { guide, issues } = parseGuide(GUIDE_FOLDER, meta, files, targets);

  it('passes the check', () => {
    expect(issues.map(formatGuideIssue)).toEqual([]);
  });

  it('has its chapters in file order, numbered from 1', () => {
    expect(guide!.chapters.map((c) => c.file)).toEqual(chapterFiles.map((f) => f.file));
    expect(guide!.chapters.map((c) => c.order)).toEqual(chapterFiles.map((_, i) => i + 1));
  });

  it('shows at least three of our diagrams', () => {
    const shown = diagramsShown(guide!);
    expect(new Set(shown).size).toBeGreaterThanOrEqual(3);
    for (const name of shown) expect(Object.keys(DIAGRAMS)).toContain(name);
  });
});

describe('the guide check', () => {
  it('names a missing chapter', () => {
    const second = chapterFiles[1]!;
    const last = chapterFiles.length;
    expect(check(files.filter((f) => f !== second))).toEqual([
      `${GUIDE_FOLDER}: (chapters) chapter 2 is missing: orders must run from 1 to ${last}`,
    ]);
  });

  it('names a broken site link with its file and line', () => {
    const file = chapterFiles[0]!;
    const line = file.text.split('\n').findIndex((l) => l.includes('](/blog/marketing-to-cisos)')) + 1;
    expect(check(replaceIn(file.file, '](/blog/marketing-to-cisos)', '](/blog/no-such-post)'))).toEqual([
      `${file.file}:${line}: body links to "/blog/no-such-post", which is not a page of the site`,
    ]);
  });

  it('names an unknown diagram and a missing front matter field', () => {
    const file = chapterFiles[0]!;
    const changed = replaceIn(file.file, '(diagram:buyer-research-journey)', '(diagram:nothing-here)');
    const withoutSummary = changed.map((f) =>
      f.file === file.file ? { ...f, text: f.text.replace(/^summary:.*\n/m, '') } : f,
    );
    expect(check(withoutSummary)).toEqual([`${file.file}: summary is missing`]);
    expect(check(changed)).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.file}:\\d+: body shows the diagram "nothing-here", which does not exist$`),
      ),
    ]);
  });

  it('names an order that disagrees with the file name, on its line', () => {
    const file = chapterFiles[2]!;
    expect(check(replaceIn(file.file, 'order: 3', 'order: 4'))).toContain(
      `${file.file}:3: order is 4 but the file name starts with 03: they must match`,
    );
  });

  it('requires a checklist and the metadata fields', () => {
    const file = chapterFiles[0]!;
    expect(check(replaceIn(file.file, '## Checklist', '## Next steps'))).toEqual([
      `${file.file}: body must have a "## Checklist" section with a list`,
    ]);
    expect(check(files, { ...guideMeta, file: 'Guide.PDF' })).toEqual([
      `${GUIDE_META_FILE}: file must be a file name like my-guide.pdf`,
    ]);
    expect(check(files, { ...guideMeta, title: undefined })).toEqual([
      `${GUIDE_META_FILE}: title is missing`,
    ]);
  });
});
