import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';

import ClientLogos from '@/components/work/ClientLogos';
import Proof from '@/components/work/Proof';
import { CASE_STUDY_PARTS } from '@/lib/content/front-matter';
import type { CaseStudy } from '@/lib/content/schema';
import { CLIENTS_FILE, readContentSource } from '@/lib/content/server';
import { readMarkdownEntry, readOptionalYaml } from '@/lib/content/server/files';
import { imageResolver } from '@/lib/content/server/media';
import { checkContent, formatIssue } from '@/lib/content/validate';
import { emptyContentSource } from '@/tests/fixtures/content-source';

import { fixtureLogos, fixturePortraitQuote, fixtureQuote, fixtureResults } from '../fixtures/proof';

describe('the proof block', () => {
  it('shows supplied results as a description list, each with its period and source', () => {
    const html = renderToStaticMarkup(<Proof results={fixtureResults} />);
    const terms = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((m) => m[1]);
    expect(terms).toEqual(fixtureResults.map((r) => r.figure));
    for (const result of fixtureResults) {
      expect(html).toContain(result.measures);
      expect(html).toContain(result.period);
      expect(html).toContain(`Source: ${result.source}`);
    }
    expect(html).not.toContain('<blockquote');
  });

  it('shows a supplied quote as a figure with its blockquote and who said it', () => {
    const html = renderToStaticMarkup(<Proof quote={fixtureQuote} />);
    expect(html).toMatch(
      /<figure[^>]*><blockquote><p>Words a client wrote for this test\.<\/p><\/blockquote>/,
    );
    expect(html).toMatch(
      new RegExp(
        `<figcaption[^>]*><span[^>]*><cite[^>]*>${fixtureQuote.name}</cite><span>${fixtureQuote.role}, ${fixtureQuote.company}</span></span></figcaption>`,
      ),
    );
    expect(html).not.toContain('<dl');
  });

  it("shows the person's portrait above their name when one was supplied, and no picture otherwise", () => {
    const html = renderToStaticMarkup(<Proof quote={fixturePortraitQuote} />);
    expect(html).toMatch(
      new RegExp(
        `<figcaption[^>]*><span[^>]*><picture>.*<img[^>]* alt="${fixturePortraitQuote.portrait!.alt}"[^>]*>.*</picture><cite[^>]*>${fixtureQuote.name}</cite>`,
      ),
    );
    expect(renderToStaticMarkup(<Proof quote={fixtureQuote} />)).not.toContain('<img');
  });

  it("shows the company's logo beside the quote when one was supplied", () => {
    const html = renderToStaticMarkup(<Proof quote={fixtureQuote} logo={fixtureLogos[0]} />);
    expect(html).toMatch(
      new RegExp(`<figcaption[^>]*><span[^>]*>.*<img[^>]* alt="${fixtureLogos[0]!.name}"`),
    );
  });

  it('renders nothing when nothing was supplied', () => {
    expect(renderToStaticMarkup(<Proof />)).toBe('');
    expect(renderToStaticMarkup(<Proof results={[]} />)).toBe('');
  });
});

describe('the client logo list', () => {
  it('shows each supplied logo as an image with the client name as its alt text', () => {
    const html = renderToStaticMarkup(<ClientLogos logos={fixtureLogos} />);
    const alts = [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual(fixtureLogos.map((logo) => logo.name));
    expect(html).toMatch(/loading="lazy"/);
  });

  it('renders nothing without logos', () => {
    expect(renderToStaticMarkup(<ClientLogos logos={[]} />)).toBe('');
  });
});

describe('the real content, as its files hold it', () => {
  const source = readContentSource();

  it('supplies no results, quote or client logo: none may be made up', () => {
    expect(source.caseStudies.length).toBeGreaterThan(0);
    for (const { file, data } of source.caseStudies) {
      expect((data as CaseStudy).results, file).toBeUndefined();
      expect((data as CaseStudy).quote, file).toBeUndefined();
    }
    expect((source.clients ?? []).flatMap(({ data }) => (data as { logos?: unknown[] }).logos ?? [])).toEqual(
      [],
    );
  });
});

describe('the content check', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'proof-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const FILE = 'content/case-studies/ami.md';
  const empty = emptyContentSource();
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

  it('refuses a result without a source and a quote without a name and role, at their lines', () => {
    mkdirSync(path.join(root, 'content/case-studies'), { recursive: true });
    const proof = [
      'results:',
      "  - figure: '12%'",
      '    measures: more sign-ups',
      '    period: first quarter',
      'quote:',
      '  text: Words.',
      '  company: Fixture Company',
    ].join('\n');
    const text = readFileSync(path.join(process.cwd(), FILE), 'utf8').replace(/\n---\n/, `\n${proof}\n---\n`);
    writeFileSync(path.join(root, FILE), text);
    const { entry } = readMarkdownEntry(root, FILE, CASE_STUDY_PARTS);
    const messages = checkContent({ ...empty, caseStudies: [entry!] }).issues.map(formatIssue);
    // Each is placed where it is to be written: after the result's last field, above "company:".
    const afterResult = lineOf(text, '    period: first quarter') + 1;
    const companyLine = lineOf(text, '  company: Fixture Company');
    expect(messages).toEqual(
      expect.arrayContaining([
        `${FILE}:${afterResult}:5: field "results[0].source" is missing: add "source: …" at the end of "results[0]" (it must name where the figure comes from (e.g. "Client's analytics, GA4"): a result without a source is not shown, so it is refused)`,
        `${FILE}:${companyLine}:3: field "quote.name" is missing: add "name: …" above "company:" (it must name the person quoted: an unattributed quote is refused)`,
        `${FILE}:${companyLine}:3: field "quote.role" is missing: add "role: …" above "company:" (it must give the role of the person quoted, e.g. "Head of Marketing")`,
      ]),
    );
  });

  it('refuses a client logo without a name or whose file does not exist', () => {
    mkdirSync(path.join(root, 'content/media/clients'), { recursive: true });
    copyFileSync(
      path.join(process.cwd(), 'content/media/case-studies/ami/cover.png'),
      path.join(root, 'content/media/clients/real.png'),
    );
    const yaml = [
      'logos:',
      '  - name: Fixture One',
      '    src: media/clients/real.png',
      '  - src: media/clients/real.png',
      '  - name: Fixture Three',
      '    src: media/clients/missing.png',
      '',
    ].join('\n');
    writeFileSync(path.join(root, CLIENTS_FILE), yaml);
    const { entry } = readOptionalYaml(root, CLIENTS_FILE);
    const { content, issues } = checkContent({ ...empty, clients: [entry!], images: imageResolver(root) });
    expect(issues.map(formatIssue)).toEqual([
      `${CLIENTS_FILE}:4:5: field "logos[1].name" is missing: add "name: …" above "src:" (it must name the client: it is the logo's alt text)`,
    ]);
    // Once named, a logo whose file is missing is refused at its own line.
    writeFileSync(path.join(root, CLIENTS_FILE), yaml.replace('  - src:', '  - name: Fixture Two\n    src:'));
    const fixed = checkContent({
      ...empty,
      clients: [readOptionalYaml(root, CLIENTS_FILE).entry!],
      images: imageResolver(root),
    });
    expect(fixed.issues.map(formatIssue)).toEqual([
      `${CLIENTS_FILE}:6:5: field "logos[2]" names "media/clients/missing.png", which does not exist (looked for content/media/clients/missing.png): content/media/clients/ holds "real.png"`,
    ]);
    expect(content.clients).toEqual([]);
    expect(fixed.content.clients.map((logo) => logo.alt)).toEqual([
      'Fixture One',
      'Fixture Two',
      'Fixture Three',
    ]);
  });
});
