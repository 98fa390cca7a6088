import slugifyText from '@sindresorhus/slugify';

/** The value trimmed, or undefined when it is unset or blank: a blank setting means "off". */
export const nonBlank = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * Lower-case ASCII words joined by hyphens: the one slugifier for file names, heading
 * anchors and filter values. @sindresorhus/slugify folds accents, reads "&" as "and" and
 * drops apostrophes, which github-slugger does not; capitals do not split words ("IoT" → iot).
 */
export const slugify = (text: string): string => slugifyText(text, { decamelize: false });
