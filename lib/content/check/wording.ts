/**
 * How a refusal reads: "file:line:column: field … reason: fix", one a line, then one line
 * that sums them up; and how a field is named in it.
 */
import type { ContentEntry, ContentIssue } from './types';

/** "file:line:column: field …", the form editors' tools turn into a clickable place. */
export function formatIssue(issue: ContentIssue): string {
  const { place, message } = problemOf(issue);
  return `${place}: ${message}`;
}

/** One refusal split for a page to show: where, then what and the fix. */
export interface ContentProblem {
  place: string;
  message: string;
}

export function problemOf({ file, line, column, field, reason }: ContentIssue): ContentProblem {
  return {
    place: line === undefined ? file : `${file}:${line}:${column ?? 1}`,
    message: `field "${field}" ${reason}`,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A refusal as an editor reads it in a terminal: one problem a line, in the form their
 * editor turns into a link, then one line that sums them up.
 */
export function formatProblems(issues: ContentIssue[]): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  return [
    ...issues.map(formatIssue),
    '',
    `Content check failed: ${plural(issues.length, 'problem')} in ${plural(files, 'file')}. Fix each at the place it names.`,
  ].join('\n');
}

/** The content does not pass the check: its message is the list of problems, never a stack. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(formatProblems(issues));
    this.name = 'ContentError';
  }
}

export function fieldName(entry: ContentEntry, path: PropertyKey[]): string {
  const tail = path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  return `${entry.at ?? ''}${tail}`.replace(/^\./, '') || '(entry)';
}
