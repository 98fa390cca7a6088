import { existsSync } from 'node:fs';
import path from 'node:path';

import { listCaseStudies, listPosts } from '@/lib/content/server';
import { phoneSourceOf } from '@/lib/media/types';
import { caseStudyPath, postPath } from '@/lib/routes';

/**
 * Diagrams, mockups and charts have a phone layout beside them (<name>.phone.png), which a
 * phone shows instead of the wide picture; pages and counts come from the content.
 */
const hasPhoneTwin = (folder: string, src: string) => existsSync(path.join(folder, phoneSourceOf(src)));

/** Every case study and post showing a labelled picture, with how many it shows. */
export const PHONE_PAGES = [
  ...listCaseStudies().map((s) => ({
    name: `the ${s.slug} case study's gallery`,
    route: caseStudyPath(s.slug),
    labelled: s.gallery.filter((image) => hasPhoneTwin('content/case-studies', image.src)).length,
  })),
  ...listPosts().map((p) => ({
    name: `the post "${p.slug}"`,
    route: postPath(p.slug),
    labelled: p.body.filter((b) => b.type === 'image' && hasPhoneTwin('content/posts', b.image.src)).length,
  })),
].filter((page) => page.labelled > 0);
if (PHONE_PAGES.length === 0) throw new Error('No case study or post shows a picture with a phone rendering');

/** The media step names each file after its source: "<name>.phone[.dark]-<hash>-<width>.<format>". */
export const phoneFile = (url: string) =>
  /\.phone(\.dark)?-[0-9a-f]{10}-\d+\.\w+$/.exec(new URL(url, 'http://x').pathname);
