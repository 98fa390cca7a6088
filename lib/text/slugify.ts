import slugifyText from '@sindresorhus/slugify';

/**
 * Lower-case ASCII words joined by hyphens: the one slugifier for file names, heading
 * anchors and filter values. @sindresorhus/slugify folds accents, reads "&" as "and" and
 * drops apostrophes, which github-slugger does not; capitals do not split words ("IoT" → iot).
 */
export const slugify = (text: string): string => slugifyText(text, { decamelize: false });
