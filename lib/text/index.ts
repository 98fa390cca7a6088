/** The value trimmed, or undefined when it is unset or blank: a blank setting means "off". */
export const nonBlank = (value: string | undefined): string | undefined => value?.trim() || undefined;
