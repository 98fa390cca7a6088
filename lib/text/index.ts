/** The value trimmed, or undefined when it is unset or blank: a blank setting means "off". */
export const nonBlank = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * Lower-case ASCII words joined by hyphens: the one slugifier for file names, heading
 * anchors and filter values. Accents fold to their letter and "&" reads as "and".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
