/*
 * The agency's people and how to reach it: the content check's rules for
 * content/team.yaml and content/contact.yaml, the copy that promises a visit, the team
 * section, and the real content, which supplies none of it.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import Team from '@/components/about/Team';
import { CONTACT_FILE } from '@/lib/content/contact-facts';
import { type Person } from '@/lib/content/schema';
import { readContentSource, TEAM_FILE } from '@/lib/content/server';
import { readOptionalYaml } from '@/lib/content/server/files';
import { imageResolver } from '@/lib/content/server/media';
import { checkContent, formatIssue, withPromisedVisits } from '@/lib/content/validate';
import { emptyContentSource } from '@/tests/fixtures/content-source';

const root = mkdtempSync(path.join(os.tmpdir(), 'people-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const empty = emptyContentSource();

/** The facts a contact file must hold, written after each test's own lines. */
const EMAIL_AND_CITY = ['email: hello@example.com', 'city: El Segundo', 'region: CA', 'country: US'];

const FILES = { contact: CONTACT_FILE, team: TEAM_FILE };

/** Writes `lines` as `file` under the temporary root and reads it as the loader does. */
function write(file: string, lines: string[]) {
  mkdirSync(path.join(root, 'content'), { recursive: true });
  writeFileSync(path.join(root, file), `${lines.join('\n')}\n`);
  return readOptionalYaml(root, file);
}

/** Writes `lines` as the `kind`'s file (a contact file gets EMAIL_AND_CITY after them) and checks it. */
function check(kind: keyof typeof FILES, lines: string[]) {
  const { entry, issues: unreadable } = write(
    FILES[kind],
    kind === 'contact' ? [...lines, ...EMAIL_AND_CITY] : lines,
  );
  return checkContent({ ...empty, [kind]: [entry!], unreadable, images: imageResolver(root) });
}

describe('the content check of content/contact.yaml', () => {
  it('takes a phone with its country code, a street, a ZIP code and schema.org hours', () => {
    const { content, issues } = check('contact', [
      'phone: +1 (310) 555-0100',
      'streetAddress: 1 Test Street',
      "postalCode: '90245-1234'",
      'openingHours:',
      '  - Mo-Fr 09:00-17:00',
      '  - Sa,Su 10:00-12:00',
    ]);
    expect(issues).toEqual([]);
    expect(content.contact?.openingHours).toEqual(['Mo-Fr 09:00-17:00', 'Sa,Su 10:00-12:00']);
  });

  it('refuses a local number, a bad ZIP code and hours in words, each at its line and column', () => {
    const { issues, content } = check('contact', [
      'phone: (310) 555-0100',
      'postalCode: 9024',
      'openingHours:',
      '  - Monday to Friday, 9 to 5',
      '  - Mo-Fr 17:00-09:00',
    ]);
    expect(issues.map(formatIssue)).toEqual([
      `${CONTACT_FILE}:1:8: field "phone" must be a phone number starting with + and the country code, e.g. +1 310 555 0100`,
      `${CONTACT_FILE}:2:13: field "postalCode" must be in quotes, e.g. '90245'`,
      `${CONTACT_FILE}:4:5: field "openingHours[0]" must be days and hours as schema.org writes them, e.g. "Mo-Fr 09:00-17:00"`,
      `${CONTACT_FILE}:5:5: field "openingHours[1]" must close after it opens, e.g. "Mo-Fr 09:00-17:00"`,
    ]);
    expect(content.contact).toBeUndefined();
  });

  it('refuses a number of too few digits, a ZIP code of the wrong shape and a field it does not know', () => {
    const { issues } = check('contact', ['phone: +1 555 01', "postalCode: '9024'", 'fax: +1 310 555 0101']);
    const messages = issues.map(formatIssue);
    expect(messages).toContainEqual(
      `${CONTACT_FILE}:1:8: field "phone" must hold 8 to 15 digits, the country code included`,
    );
    expect(messages).toContainEqual(
      `${CONTACT_FILE}:2:13: field "postalCode" must be a US ZIP code, e.g. 90245`,
    );
    expect(messages.some((m) => m.startsWith(`${CONTACT_FILE}:3:1: field "fax"`))).toBe(true);
  });
});

describe('the email and city in content/contact.yaml', () => {
  it('are asked for, each by its field, and a missing file is named with its fix', () => {
    const { entry, issues: unreadable } = write(CONTACT_FILE, ['phone: +1 310 555 0100']);
    const refused = checkContent({ ...empty, contact: [entry!], unreadable });
    expect(refused.issues.map((issue) => issue.field)).toEqual(['email', 'city', 'region', 'country']);
    expect(refused.content.contact).toBeUndefined();
    expect(checkContent({ ...empty, contact: [] }).issues.map(formatIssue)).toEqual([
      `${CONTACT_FILE}: field "email" is missing: write the agency's email and city in this file (docs/editing.md, "Contact facts")`,
    ]);
  });

  it('refuses an email without a domain and a state written out', () => {
    const { issues } = check('contact', []);
    expect(issues).toEqual([]);
    const { entry } = write(CONTACT_FILE, [
      'email: hello',
      'city: El Segundo',
      'region: California',
      'country: US',
    ]);
    expect(checkContent({ ...empty, contact: [entry!] }).issues.map(formatIssue)).toEqual([
      `${CONTACT_FILE}:1:8: field "email" must be an email address, e.g. hello@example.com`,
      `${CONTACT_FILE}:3:9: field "region" must be the state's two capital letters, e.g. CA`,
    ]);
  });
});

describe('the content check of content/team.yaml', () => {
  // Both tests name this photo, in either order.
  beforeAll(() => {
    mkdirSync(path.join(root, 'content/media/team'), { recursive: true });
    copyFileSync(
      path.join(process.cwd(), 'tests/fixtures/proof-content/media/team/sample-person-a.png'),
      path.join(root, 'content/media/team/a.png'),
    );
  });

  it('refuses a person without a role, a photo without alt text or file, and a link that is no web address', () => {
    const { issues, content } = check('team', [
      'people:',
      '  - name: Test One',
      '    photo:',
      '      src: media/team/a.png',
      '      alt: ""',
      '    links:',
      '      - label: Profile',
      '        href: javascript:alert(1)',
      '  - name: Test Two',
      '    role: Tester',
      '    photo:',
      '      src: media/team/missing.png',
      '      alt: A drawn test portrait',
    ]);
    expect(issues.map(formatIssue)).toEqual(
      expect.arrayContaining([
        `${TEAM_FILE}:3:5: field "people[0].role" is missing: add "role: …" above "photo:" (it must give the person's role, e.g. "Creative Director")`,
        `${TEAM_FILE}:5:12: field "people[0].photo.alt" must say what the image shows (alt text)`,
        `${TEAM_FILE}:8:15: field "people[0].links[0].href" must be a web address starting with https://, e.g. https://www.linkedin.com/in/name`,
      ]),
    );
    const fixed = check('team', [
      'people:',
      '  - name: Test Two',
      '    role: Tester',
      '    photo:',
      '      src: media/team/missing.png',
      '      alt: A drawn test portrait',
    ]);
    expect(fixed.issues.map(formatIssue)).toEqual([
      `${TEAM_FILE}:5:7: field "people[0].photo" names "media/team/missing.png", which does not exist (looked for content/media/team/missing.png): content/media/team/ holds "a.png"`,
    ]);
    expect(content.team).toEqual([]);
  });

  it('takes a person with a photo and web links, and renders them under the team heading', () => {
    const { issues, content } = check('team', [
      'people:',
      '  - name: Test One',
      '    role: Tester',
      '    photo:',
      '      src: media/team/a.png',
      '      alt: A drawn test portrait',
      '    links:',
      '      - label: Profile',
      '        href: https://example.com/test-one',
    ]);
    expect(issues).toEqual([]);
    const html = renderToStaticMarkup(<Team people={content.team} />);
    expect(html).toContain('<h3>Test One</h3>');
    expect(html).toContain('alt="A drawn test portrait"');
    expect(html).toContain('href="https://example.com/test-one"');
  });

  it('renders no section without people', () => {
    expect(renderToStaticMarkup(<Team people={[] as Person[]} />)).toBe('');
  });
});

describe('copy that promises a visit (needsAddress)', () => {
  const landing = {
    sections: [{ id: 'a' }, { id: 'visit', needsAddress: true }],
    faqs: [{ question: 'Can we visit?', needsAddress: true }, { question: 'Other' }],
  };

  it('is left out without a street address, and kept with one', () => {
    const without = withPromisedVisits(landing, { phone: '+1 310 000 0000' });
    expect(without.sections.map((s) => s.id)).toEqual(['a']);
    expect(without.faqs.map((f) => f.question)).toEqual(['Other']);
    expect(withPromisedVisits(landing, { streetAddress: '1 Test Street' })).toEqual(landing);
  });
});

describe('the real content, as its files hold it', () => {
  const source = readContentSource();
  const { content } = checkContent(source);

  it('lists no person and supplies no phone, street or hours: none may be made up', () => {
    expect(content.team).toEqual([]);
    expect(Object.keys(content.contact!).sort()).toEqual(['city', 'country', 'email', 'region']);
  });

  it('shows no copy that promises a visit, though some is written for when an address is supplied', () => {
    const entries = [...content.pages, ...content.landings];
    expect(entries.flatMap((e) => e.sections).filter((s) => s.needsAddress)).toEqual([]);
    expect(content.landings.flatMap((l) => l.faqs).filter((f) => f.needsAddress)).toEqual([]);
    const written = source.landings
      .concat(source.pages)
      .flatMap(({ data }) => (data as { sections: { needsAddress?: boolean }[] }).sections)
      .filter((s) => s.needsAddress);
    expect(written.length).toBeGreaterThan(0);
  });
});
