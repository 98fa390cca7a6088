import slugifyText from '@sindresorhus/slugify';

/**
 * Lower-case ASCII words joined by hyphens: the one slugifier for file names, heading
 * anchors and filter values. @sindresorhus/slugify, a well-kept library, rather than a
 * home-made regex: it folds accents to their letter, reads "&" as "and" and drops
 * apostrophes ("An editor's day" → an-editors-day), which github-slugger, built for
 * GitHub's heading ids, does not (it keeps accents and leaves "--" where "&" was). Words
 * are not split at capitals ("IoT" stays iot).
 */
export const slugify = (text: string): string => slugifyText(text, { decamelize: false });
