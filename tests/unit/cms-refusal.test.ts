import { readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { cmsCollections } from '@/lib/content/cms-config';
import { fieldsOfCollection } from '@/lib/content/cms-fields';
import {
  markdownRefusals,
  type Phrases,
  refusalAnswer,
  RefusedSave,
  refusingFetch,
  SAVE_FAILED_PHRASE,
  withSitePhrases,
} from '@/lib/content/cms-refusal';
import { IFRAME_REFUSED, parseMarkdown } from '@/lib/content/markdown-parse';
import { loadContent } from '@/lib/content/server';
import { currentProblems, problemsAdded } from '@/lib/content/server/cms-gate';

const backend = 'http://127.0.0.1:8081/api/v1';

/** A fetch that answers every request with `status` and `body`, as the local server would. */
const answering = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A refusal the local server gives: the gate's problems for a post with an <iframe>. */
function iframeProblems(): string[] {
  const root = process.cwd();
  const file = `content/posts/${loadContent().posts[0]!.slug}.md`;
  const text = `${readFileSync(path.join(root, file), 'utf8')}\n<iframe src="https://example.com"></iframe>\n`;
  return problemsAdded(root, [{ path: file, content: text }], currentProblems(root));
}

describe("a save the content check refuses, in the web editor's toast", () => {
  it("replaces Decap's phrase for a failed save and keeps every other phrase", () => {
    const english: Phrases = {
      app: { header: { content: 'Contents' } },
      ui: {
        toast: { onFailToPersist: 'Failed to persist entry: %{details}', entrySaved: 'Entry saved' },
        common: { yes: 'Yes' },
      },
    };
    expect(withSitePhrases(english)).toEqual({
      app: { header: { content: 'Contents' } },
      ui: {
        toast: { onFailToPersist: 'Not saved. %{details}', entrySaved: 'Entry saved' },
        common: { yes: 'Yes' },
      },
    });
    expect(SAVE_FAILED_PHRASE).toBe('Not saved. %{details}');
  });

  // The gate runs the whole content check on a copy of content/: seconds on a busy machine.
  let problems: string[] = [];
  beforeAll(() => {
    problems = iframeProblems();
  }, 120_000);

  it("turns the local server's refusal into an error that prints as the check's words alone", async () => {
    expect(problems.length).toBeGreaterThan(0);
    const fetch = refusingFetch(answering(422, refusalAnswer(problems)), backend);
    const error: unknown = await fetch(backend, { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedSave);
    // Decap prints the error into its phrase: no "API_ERROR", one problem a line.
    expect(String(error)).toBe(
      `The content check refused this entry:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    expect(String(error)).toMatch(/^- content\/posts\/.+\.md:\d+:\d+: .*<iframe>/m);
  });

  it('passes on every other answer as it is', async () => {
    const refused = refusalAnswer(['content/posts/a.md:1:1: field "title" is missing']);
    const passed = [
      await refusingFetch(answering(422, refused), backend)('http://127.0.0.1:9999/api/v1'),
      await refusingFetch(answering(422, { error: 'Unknown action x' }), backend)(backend),
      await refusingFetch(answering(403, refused), backend)(backend),
      await refusingFetch(answering(200, { ok: true }), backend)(new URL(backend)),
    ];
    expect(passed.map((response) => response.status)).toEqual([422, 422, 403, 200]);
    // The body is still there for Decap to read.
    expect(await passed[1]!.json()).toEqual({ error: 'Unknown action x' });
  });
});

describe('a save refused in the browser (production too), before anything is sent', () => {
  const choices = { categories: [], authors: [], services: [], caseStudies: [], pagePaths: [] };
  const fields = (name: string) => fieldsOfCollection(cmsCollections(choices).find((c) => c.name === name)!);

  it("finds the check's Markdown refusals in every Markdown field, lists and objects included", () => {
    const service = loadContent().services[0]!;
    const answers = service.faqs.map((faq, index) =>
      index === 1
        ? { question: faq.question, answer: 'Yes.\n\n<iframe src="https://example.com"></iframe>' }
        : faq,
    );
    expect(markdownRefusals(fields('services'), { ...service, faqs: answers }, parseMarkdown)).toEqual([
      `faqs[1].answer, line 3, column 1: ${IFRAME_REFUSED}`,
    ]);
    expect(
      String(new RefusedSave(refusalAnswer([`faqs[1].answer, line 3, column 1: ${IFRAME_REFUSED}`]))),
    ).toBe(`The content check refused this entry:\n- faqs[1].answer, line 3, column 1: ${IFRAME_REFUSED}`);
  });

  it('finds nothing in an entry the check passes', () => {
    const post = loadContent().posts[0]!;
    const text = readFileSync(path.join('content/posts', `${post.slug}.md`), 'utf8');
    expect(
      markdownRefusals(fields('posts'), { title: post.title, body: text.split('\n---\n')[1] }, parseMarkdown),
    ).toEqual([]);
  });
});
