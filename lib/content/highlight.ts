/**
 * Syntax highlighting for fenced code at build time by Shiki: each token carries its colour
 * in both site themes, switched by CSS, so no script ships for it. Precompiled grammars on
 * Shiki's JavaScript engine run synchronously, as the loader does, with no WebAssembly. No
 * per-line time limit: the default (500 ms) stops mid-line on a busy machine, so the same
 * code would come out differently from build to build.
 */
import { createHighlighterCoreSync, type HighlighterCore } from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript';
import bash from '@shikijs/langs-precompiled/bash';
import css from '@shikijs/langs-precompiled/css';
import diff from '@shikijs/langs-precompiled/diff';
import html from '@shikijs/langs-precompiled/html';
import javascript from '@shikijs/langs-precompiled/javascript';
import json from '@shikijs/langs-precompiled/json';
import jsx from '@shikijs/langs-precompiled/jsx';
import python from '@shikijs/langs-precompiled/python';
import sql from '@shikijs/langs-precompiled/sql';
import tsx from '@shikijs/langs-precompiled/tsx';
import typescript from '@shikijs/langs-precompiled/typescript';
import xml from '@shikijs/langs-precompiled/xml';
import yaml from '@shikijs/langs-precompiled/yaml';
import darkTheme from '@shikijs/themes/github-dark-default';
import lightTheme from '@shikijs/themes/github-light-high-contrast';

/** One run of code in one colour per theme. */
export interface CodeToken {
  text: string;
  light: string;
  dark: string;
}

/**
 * GitHub's own themes, in the variants whose every text colour keeps 4.5:1 against the
 * code block's background in our themes (a unit test checks it).
 */
export const CODE_THEMES = { light: lightTheme, dark: darkTheme };

/** Each language's grammars: its own last, after the ones it embeds (html: css, javascript). */
const LANGUAGES = [bash, css, diff, html, javascript, json, jsx, python, sql, tsx, typescript, xml, yaml];

/** Fence names that mean "plain text": shown as written, no colours. */
export const PLAIN_LANGUAGES = ['text', 'txt', 'plaintext'];

/** The languages by their grammar's own name (`shellscript` for bash). */
export const LANGUAGE_NAMES = LANGUAGES.map((grammars) => grammars.at(-1)!.name);

/** Every fence name that gets colours: the grammars' names and their usual aliases. */
export const HIGHLIGHTED_LANGUAGES = [
  ...new Set(LANGUAGES.flatMap((grammars) => [grammars.at(-1)!.name, ...(grammars.at(-1)!.aliases ?? [])])),
].sort();

let highlighter: HighlighterCore | undefined;

/** The code's lines as coloured tokens, or undefined for a language without colours. */
export function highlightCode(code: string, lang: string): CodeToken[][] | undefined {
  if (!HIGHLIGHTED_LANGUAGES.includes(lang)) return undefined;
  highlighter ??= createHighlighterCoreSync({
    themes: [CODE_THEMES.light, CODE_THEMES.dark],
    langs: LANGUAGES.flat(),
    engine: createJavaScriptRawEngine(),
  });
  const { tokens } = highlighter.codeToTokens(code, {
    lang,
    themes: { light: CODE_THEMES.light.name!, dark: CODE_THEMES.dark.name! },
    defaultColor: false,
    tokenizeTimeLimit: 0,
  });
  return tokens.map((line) =>
    line.map(({ content, htmlStyle }) => ({
      text: content,
      light: htmlStyle?.['--shiki-light'] ?? '',
      dark: htmlStyle?.['--shiki-dark'] ?? '',
    })),
  );
}
