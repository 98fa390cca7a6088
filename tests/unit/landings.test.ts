import { describe, expect, it } from 'vitest';

import { checkContent, formatIssue } from '@/lib/content/validate';

import { siteSource } from '../fixtures/site-content';

type LandingData = { title: string; description: string; heading: string; lead: string; locality: string };

/** The small site's problems once its second landing is changed. */
function checkedWithSecond(change: (second: LandingData, first: LandingData) => Partial<LandingData>) {
  const source = siteSource();
  const [first, second, ...rest] = source.landings;
  const data = second!.data as LandingData;
  const changed = { ...second!, data: { ...data, ...change(data, first!.data as LandingData) } };
  return {
    file: second!.file,
    first: first!.file,
    issues: checkContent({ ...source, landings: [first!, changed, ...rest] }).issues.map(formatIssue),
  };
}

describe('local landing pages (the content check)', () => {
  it('pass when each names its place and says it in words of its own', () => {
    expect(checkContent(siteSource()).issues.map(formatIssue)).toEqual([]);
  });

  it('refuse a paragraph another landing already has, even with other case and punctuation', () => {
    const { file, first, issues } = checkedWithSecond((_second, other) => ({
      lead: `${other.lead.toUpperCase()}!`,
    }));
    expect(issues).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}: field "\\(copy\\)" repeats a paragraph of ${first}: ".+": write it anew for this place$`,
        ),
      ),
    ]);
  });

  it('refuse a landing that names its place neither in its heading nor in its lead', () => {
    const { file, issues } = checkedWithSecond((second) => ({
      heading: 'A marketing agency',
      lead: 'What we do around here.',
      locality: second.locality,
    }));
    expect(issues).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}: field "heading" does not name ".+", nor does the lead: say where the page is about up front$`,
        ),
      ),
    ]);
  });

  it('refuse a title or description another landing uses', () => {
    const { file, first, issues } = checkedWithSecond((_second, other) => ({
      title: other.title,
      description: other.description,
    }));
    expect(issues).toEqual([
      expect.stringContaining(`${file}: field "title" duplicates "`),
      expect.stringContaining(`${file}: field "description" duplicates "`),
    ]);
    for (const issue of issues) expect(issue).toContain(`already used in ${first}: choose another`);
  });
});
