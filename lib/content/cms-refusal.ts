/**
 * A save the web editor could not make, in plain words. Decap shows a failed save as its
 * phrase `ui.toast.onFailToPersist` ("Failed to persist entry: %{details}") with the error as
 * the details, and its error class prints as "API_ERROR: <message>". Here the phrase says
 * that nothing was saved, and a refusal by the content check (the local server's 422,
 * scripts/cms-server.ts) reaches Decap as our own error, which prints as the check's words
 * alone. Browser-safe.
 */
import type { MarkdownProblem } from './markdown-parse';

/** Decap's phrase for a save that failed (the details: the error, printed). */
export const SAVE_FAILED_PHRASE = 'Not saved. %{details}';

/** A Decap locale's phrases: nested objects of strings. */
export interface Phrases {
  [key: string]: string | Phrases;
}

/** Decap's English phrases (CMS.getLocale('en')) with ours in place, every other one kept. */
export function withSitePhrases(phrases: Phrases): Phrases {
  const ui = (phrases.ui ?? {}) as Phrases;
  const toast = (ui.toast ?? {}) as Phrases;
  return { ...phrases, ui: { ...ui, toast: { ...toast, onFailToPersist: SAVE_FAILED_PHRASE } } };
}

/** A Markdown field's problem as the editor shows it: the field, where in its text, the check's words. */
export const markdownProblem = (field: string, problem: MarkdownProblem) =>
  `${field}, line ${problem.line}, column ${problem.column}: ${problem.message}`;

/** The fields' order and kinds, as the editor's configuration gives them. */
interface MarkdownField {
  name: string;
  widget: string;
  fields?: MarkdownField[];
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the content check refuses in an entry's Markdown fields (raw HTML, an <iframe>, an
 * image without alt text…), found in the browser with the site's own parser, so a save is
 * refused in the check's words before anything is sent, in production too.
 */
export function markdownRefusals(
  fields: MarkdownField[],
  data: Data,
  parse: (source: string) => { problems: MarkdownProblem[] },
  prefix = '',
): string[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    const name = `${prefix}${field.name}`;
    if (field.widget === 'markdown')
      return typeof value === 'string' ? parse(value).problems.map((p) => markdownProblem(name, p)) : [];
    const inner = field.fields;
    if (!inner) return [];
    if (Array.isArray(value))
      return value.flatMap((item, index) =>
        isData(item) ? markdownRefusals(inner, item, parse, `${name}[${index}].`) : [],
      );
    return isData(value) ? markdownRefusals(inner, value, parse, `${name}.`) : [];
  });
}

/** What the local server answers (422) when the content check refuses a save. */
export interface RefusalAnswer {
  error: string;
  /** Each problem as the check prints it: file:line:column: field, reason and fix. */
  problems: string[];
}

/** The check's refusal of a save, one problem a line (the editor shows it as it is). */
export const refusal = (problems: string[]) =>
  `The content check refused this entry:\n${problems.map((problem) => `- ${problem}`).join('\n')}`;

export const refusalAnswer = (problems: string[]): RefusalAnswer => ({ error: refusal(problems), problems });

const isRefusalAnswer = (body: unknown): body is RefusalAnswer =>
  typeof (body as RefusalAnswer | undefined)?.error === 'string' &&
  Array.isArray((body as RefusalAnswer).problems);

/** The content check's refusal as the editor's error: printed, it is the check's words alone. */
export class RefusedSave extends Error {
  override name = 'RefusedSave';
  constructor(readonly answer: RefusalAnswer) {
    super(answer.error);
  }
  override toString() {
    return this.message;
  }
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * `fetch` for the /admin page: a refusal by the content check from the local server at
 * `backendUrl` becomes a RefusedSave (Decap's proxy backend would wrap it in its API_ERROR);
 * every other answer, and every other request, is passed on as it is.
 */
export function refusingFetch(fetch: typeof globalThis.fetch, backendUrl: string): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.status !== 422 || urlOf(input) !== backendUrl) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (!isRefusalAnswer(body)) return response;
    throw new RefusedSave(body);
  };
}
