/**
 * Finding server secrets in files that are sent to browsers. Every variable .env.example
 * documents without the NEXT_PUBLIC_ prefix is server-only; neither its value nor even its
 * name (a sign that server code was bundled for the browser) may appear there.
 */
export const PUBLIC_PREFIX = 'NEXT_PUBLIC_';
/** Values this short could match by chance ("1", "true"); real secrets are longer. */
export const MIN_SECRET_LENGTH = 8;

/** Names of the server-only variables an .env.example declares (commented-out ones too). */
export function serverOnlyVariables(envExample: string): string[] {
  const names = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !name.startsWith(PUBLIC_PREFIX)))];
}

export interface Leak {
  variable: string;
  /** 'name' when the variable's name appears, 'value' when its value does. */
  what: 'name' | 'value';
}

export function findLeaks(
  text: string,
  variables: string[],
  env: Record<string, string | undefined>,
): Leak[] {
  return variables.flatMap((variable) => {
    const value = env[variable]?.trim();
    const leaks: Leak[] = [];
    if (text.includes(variable)) leaks.push({ variable, what: 'name' });
    if (value && value.length >= MIN_SECRET_LENGTH && text.includes(value))
      leaks.push({ variable, what: 'value' });
    return leaks;
  });
}
