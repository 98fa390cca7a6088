/**
 * Without JavaScript the browser posts the footer form itself and shows whatever comes back,
 * so such a post is answered with a small page in the site's words instead of JSON.
 */
import { encode } from 'html-entities';

import { guideMeta as guide, site } from '@/lib/content/lists';
import { ebookDownloadPath } from '@/lib/ebook/download';
import { THEME_COLORS } from '@/lib/theme/colors';

import {
  EBOOK_EMAILED_NOTE,
  EBOOK_SENT_HEADING,
  EBOOK_SENT_NOTE,
  ebookDownloadLabel,
  FAILED_HEADING,
  SENT_HEADING,
  SENT_NOTE,
} from '../messages';
import { EBOOK_FORM_NAME, isSitePath } from '../validation';
import type { ContactAnswer } from './handler';

/** What an accepted post of this answer says, and the link it offers, if any. */
function sentView(answer: ContactAnswer): { lines: string[]; download?: string } {
  if (answer.formName !== EBOOK_FORM_NAME) return { lines: [SENT_HEADING, SENT_NOTE] };
  const emailed = 'ok' in answer.body && answer.body.emailed;
  return {
    lines: [EBOOK_SENT_HEADING, EBOOK_SENT_NOTE, ...(emailed ? [EBOOK_EMAILED_NOTE] : [])],
    download: ebookDownloadPath(guide),
  };
}

/** The answer page is the site in its light theme, in miniature. */
const light = THEME_COLORS.light;

/** A browser navigating (its own form post) asks for HTML first; fetch() asks for anything. */
export function wantsHtml(accept: string | undefined): boolean {
  return /(^|,)\s*text\/html\b/i.test(accept ?? '');
}

/** The site path the visitor came from, for the way back; anything else is the home page. */
export function backPath(referer: string | undefined): string {
  try {
    const url = new URL(referer ?? '');
    const path = `${url.pathname}${url.search}`;
    return isSitePath(path) ? path : '/';
  } catch {
    return '/';
  }
}

export function answerPage(answer: ContactAnswer, back: string): string {
  const sent = answer.status === 200;
  const reasons =
    'error' in answer.body ? [answer.body.error, ...Object.values(answer.body.fields ?? {})] : [];
  const view = sent ? sentView(answer) : { lines: [] };
  const [heading, ...lines] = sent
    ? view.lines
    : [
        FAILED_HEADING,
        ...reasons,
        'Use your browser’s Back button to return to the form with what you typed.',
      ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${encode(`${heading} | ${site.name}`)}</title>`,
    `<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:${light.text};background:${light.bg}}h1{line-height:1.2}a{color:${light.accent}}</style>`,
    '<main>',
    `<h1>${encode(heading)}</h1>`,
    ...lines.map((line) => `<p>${encode(line)}</p>`),
    ...(view.download
      ? [`<p><a href="${encode(view.download)}" download>${encode(ebookDownloadLabel(guide.title))}</a></p>`]
      : []),
    `<p><a href="${encode(back)}">Back to the site</a></p>`,
    '</main>',
    '</html>',
  ].join('\n');
}
