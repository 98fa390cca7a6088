import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  CMS_COLLECTIONS,
  CMS_FILES,
  type CmsChoices,
  cmsCollections,
  cmsConfig,
  type CmsField,
  cmsFileCollections,
} from '@/lib/content/cms-config';
import { fieldsOfCollection } from '@/lib/content/cms-fields';
import { CMS_WIDGETS } from '@/lib/content/cms-widgets';
import { CONTACT_FILE } from '@/lib/content/contact-facts';
import { readFrontMatterFile, readYaml, writeFrontMatterFile, writeYaml } from '@/lib/content/front-matter';
import { imageSchema } from '@/lib/content/schema';
import { CLIENTS_FILE, loadContent, TEAM_FILE } from '@/lib/content/server';
import { EDITOR_PATH, STATIC_ROUTES } from '@/lib/routes';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/server/headers';

const content = loadContent();
const choices: CmsChoices = {
  categories: content.categories.map((c) => c.slug),
  authors: content.authors.map((a) => a.id),
  services: content.services.map((s) => s.slug),
  caseStudies: content.caseStudies.map((c) => c.slug),
  pagePaths: [...STATIC_ROUTES],
};
const collections = cmsCollections(choices);
const byName = (name: string) => collections.find((c) => c.name === name)!;
const fieldOf = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

describe('the web editor collections generated from the zod schemas', () => {
  it('start new posts, case studies and portfolio items as drafts, marked and filterable in the lists', () => {
    const withDraft = CMS_COLLECTIONS.filter((source) => 'draft' in source.schema.shape).map((s) => s.name);
    expect(withDraft).toEqual(expect.arrayContaining(['posts', 'case-studies', 'portfolio']));
    for (const collection of collections) {
      const drafts = withDraft.includes(collection.name);
      expect(fieldOf(collection.fields, 'draft')?.default, collection.name).toBe(drafts ? true : undefined);
      expect(collection.summary.startsWith("{{draft | ternary('Draft · ', '')}}"), collection.name).toBe(
        drafts,
      );
      expect(collection.view_filters, collection.name).toEqual(
        drafts ? [{ label: 'Drafts', field: 'draft', pattern: true }] : undefined,
      );
    }
  });

  it('cover every collection folder the content loader reads', () => {
    const folders = readdirSync(path.join(process.cwd(), 'content'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['media', 'schemas', 'ebook'].includes(entry.name))
      .map((entry) => `content/${entry.name}`);
    expect(collections.map((c) => c.folder).sort()).toEqual(folders.sort());
  });

  it("edit each single file the loader reads as one entry, with its schema's fields and images beside it", () => {
    const files = cmsConfig(choices, { branch: 'main' }).collections.flatMap((c) =>
      'files' in c ? c.files.map((f) => f.file) : [],
    );
    expect(files.sort()).toEqual([CLIENTS_FILE, CONTACT_FILE, TEAM_FILE].sort());
    const fileCollections = cmsFileCollections(choices);
    for (const source of CMS_FILES) {
      const collection = fileCollections.find((c) => c.name === source.name)!;
      expect(fieldsOfCollection(collection).map((f) => f.name)).toEqual(Object.keys(source.schema.shape));
    }
    const team = fileCollections.find((c) => c.name === 'team')!;
    const people = fieldOf(fieldsOfCollection(team), 'people');
    expect(people.fields?.map((f) => f.name)).toEqual(['name', 'role', 'photo', 'links']);
    expect(fieldOf(people.fields!, 'photo').fields?.map((f) => [f.name, f.widget])).toEqual([
      ['src', 'image'],
      ['alt', 'text'],
      ['caption', 'text'],
    ]);
    expect(team).toMatchObject({ media_folder: '/content/media/team', public_folder: 'media/team' });
    const contact = fieldsOfCollection(fileCollections.find((c) => c.name === 'contact')!);
    // The email and city every page shows are asked for; each other fact may be left out.
    expect(contact.filter((f) => f.required !== false).map((f) => f.name)).toEqual([
      'email',
      'city',
      'region',
      'country',
    ]);
    expect(fieldOf(contact, 'email').pattern).toEqual([
      expect.any(String),
      'must be an email address, e.g. hello@example.com',
    ]);
    expect(new RegExp(fieldOf(contact, 'region').pattern![0]).test('California')).toBe(false);
    const phone = fieldOf(contact, 'phone');
    expect(new RegExp(phone.pattern![0]).test('+1 310 555 0100')).toBe(true);
    expect(new RegExp(phone.pattern![0]).test('310 555 0100')).toBe(false);
  });

  it('give each schema key one field, required exactly when the schema requires it', () => {
    for (const source of CMS_COLLECTIONS) {
      const fields = byName(source.name).fields;
      expect(fields.map((f) => f.name)).toEqual(Object.keys(source.schema.shape));
      for (const [name, schema] of Object.entries(source.schema.shape)) {
        const optional = schema.safeParse(undefined).success;
        expect(fieldOf(fields, name).required === false, `${source.name}.${name}`).toBe(optional);
      }
    }
  });

  it('offer the categories, authors, services and case studies that exist, and nothing else', () => {
    const post = byName('posts').fields;
    expect(fieldOf(post, 'category')).toMatchObject({ widget: 'select', options: choices.categories });
    expect(fieldOf(post, 'author')).toMatchObject({ widget: 'select', options: choices.authors });
    expect(fieldOf(byName('case-studies').fields, 'services')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: choices.services,
      min: 1,
    });
    expect(fieldOf(byName('services').fields, 'relatedCaseStudies')).toMatchObject({
      options: choices.caseStudies,
    });
    expect(fieldOf(byName('landings').fields, 'kind').options).toEqual([
      'web-design-agency',
      'seo-agency',
      'city',
    ]);
    expect(fieldOf(byName('pages').fields, 'path').options).toEqual([...STATIC_ROUTES]);
  });

  it('edit the draft flag with a switch', () => {
    for (const name of ['posts', 'case-studies', 'portfolio']) {
      expect(fieldOf(byName(name).fields, 'draft'), name).toMatchObject({
        widget: 'boolean',
        required: false,
      });
    }
  });

  it('keep list lengths and the schema words for patterns', () => {
    const service = byName('services').fields;
    expect(fieldOf(service, 'faqs')).toMatchObject({ widget: 'list', min: 3 });
    expect(fieldOf(service, 'faqs').hint).toContain('must have at least 3 questions');
    const results = fieldOf(byName('case-studies').fields, 'results');
    expect(results).toMatchObject({ required: false, min: 1, max: 4 });
    const description = fieldOf(byName('posts').fields, 'description');
    expect(description.pattern?.[1]).toBe('must be at least 50 characters; must be at most 170 characters');
    const pattern = new RegExp(description.pattern![0]);
    expect(pattern.test('x'.repeat(49))).toBe(false);
    expect(pattern.test('x'.repeat(50))).toBe(true);
    expect(pattern.test('x'.repeat(171))).toBe(false);
    const slug = fieldOf(byName('posts').fields, 'slug');
    expect(slug.pattern?.[1]).toBe('must be lower-case words joined by hyphens');
  });

  it("write a new entry's slug from its title, in every collection that adds entries", () => {
    for (const collection of collections.filter((c) => c.create))
      expect(fieldOf(collection.fields, 'slug')).toMatchObject({
        widget: CMS_WIDGETS.slug,
        follows: 'title',
      });
    for (const collection of collections.filter((c) => !c.create))
      expect(collection.fields.some((field) => field.widget === CMS_WIDGETS.slug)).toBe(false);
  });

  it('edit images as a file in the entry media folder with alt text and caption', () => {
    const cover = fieldOf(byName('posts').fields, 'cover');
    // An optional cover asks for nothing until a file is chosen (the check then wants alt text).
    expect(cover.fields?.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['src', 'image', false],
      ['alt', CMS_WIDGETS.alt, false],
      ['caption', 'text', false],
    ]);
    // Its alt text is asked for once a file is set, in the schema's words, and says so.
    expect(fieldOf(cover.fields!, 'alt')).toMatchObject({
      label: 'Alt text',
      image_field: 'cover',
      required_message: imageSchema.safeParse({ src: 'a.png', alt: '' }).error?.issues[0]?.message,
    });
    expect(fieldOf(cover.fields!, 'alt').hint).toMatch(/^Required once an image file is set/);
    const required = fieldOf(byName('portfolio').fields, 'cover');
    expect(required.fields?.map((f) => f.required ?? true)).toEqual([true, true, false]);
    const gallery = fieldOf(byName('case-studies').fields, 'gallery');
    expect(gallery).toMatchObject({ widget: 'list', min: 2 });
    expect(gallery.fields?.map((f) => f.name)).toEqual(['src', 'alt', 'caption']);
    for (const name of ['posts', 'case-studies', 'portfolio']) {
      const collection = byName(name);
      expect(collection.media_folder).toBe(`/content/media/${name}/{{fields.slug}}`);
      // The site resolves an image relative to its entry file (content/<folder>/<slug>.md).
      expect(collection.public_folder).toBe(`../media/${name}/{{fields.slug}}`);
    }
  });

  it("upload a client's logo as an image file beside content/clients.yaml, its alt text the client's name", () => {
    const clients = cmsFileCollections(choices).find((c) => c.name === 'clients')!;
    const logos = fieldOf(clients.files[0].fields, 'logos');
    expect(logos.fields?.map((f) => [f.name, f.widget, f.label])).toEqual([
      ['name', 'string', 'Name'],
      ['src', 'image', 'Image file'],
    ]);
    expect(clients).toMatchObject({ media_folder: '/content/media/clients', public_folder: 'media/clients' });
  });

  it('edit body copy and one-paragraph fields as Markdown', () => {
    expect(fieldOf(byName('posts').fields, 'body').widget).toBe('markdown');
    const lead = fieldOf(byName('landings').fields, 'lead');
    expect(lead).toMatchObject({ widget: 'markdown', minimal: true, editor_components: [] });
    expect(byName('case-studies').fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Challenge', 'Approach', 'Outcome']),
    );
  });

  it('names no secret, and the local server only when asked (development)', () => {
    const production = cmsConfig(choices, {
      branch: 'main',
      repo: 'byer/web',
      authBaseUrl: 'https://auth.example.com',
    });
    expect(production).not.toHaveProperty('local_backend');
    expect(production.backend).toEqual({
      name: 'github',
      repo: 'byer/web',
      branch: 'main',
      base_url: 'https://auth.example.com',
    });
    expect(JSON.stringify(production)).not.toMatch(/secret|token/i);
    const local = cmsConfig(choices, { branch: 'main', localBackendUrl: 'http://127.0.0.1:8081/api/v1' });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
  });
});

describe('the web editor file formats', () => {
  const files = (folder: string, extension: string) =>
    readdirSync(path.join(process.cwd(), folder))
      .filter((name) => name.endsWith(extension))
      .map((name) => `${folder}/${name}`);

  it('read and write every Markdown entry to the same fields and body', () => {
    for (const source of CMS_COLLECTIONS.filter((c) => c.format === 'markdown')) {
      for (const file of files(source.folder, '.md')) {
        const text = readFileSync(path.join(process.cwd(), file), 'utf8');
        const data = readFrontMatterFile(text, source.parts);
        const again = readFrontMatterFile(writeFrontMatterFile(data, source.parts), source.parts);
        expect(again, file).toEqual(data);
        // The body the site renders is the one the loader reads from the original file.
        const body = source.parts
          ? Object.values(source.parts)
          : Object.keys(source.schema.shape).filter((k) => k === 'body');
        expect(
          body.every((field) => typeof data[field] === 'string'),
          file,
        ).toBe(true);
      }
    }
  });

  it('read and write every YAML entry to the same fields', () => {
    for (const source of CMS_COLLECTIONS.filter((c) => c.format === 'yaml'))
      for (const file of files(source.folder, '.yaml')) {
        const data = readYaml(readFileSync(path.join(process.cwd(), file), 'utf8'));
        expect(readYaml(writeYaml(data)), file).toEqual(data);
      }
  });

  it('split a case study into its three parts under their headings', () => {
    const parts = { Challenge: 'challenge', Approach: 'approach', Outcome: 'outcome' };
    const text = writeFrontMatterFile(
      { slug: 'a', challenge: 'One.', approach: 'Two.', outcome: 'Three.' },
      parts,
    );
    expect(text).toBe(
      '---\nslug: a\n---\n\n# Challenge\n\nOne.\n\n# Approach\n\nTwo.\n\n# Outcome\n\nThree.\n',
    );
    expect(readFrontMatterFile(text, parts)).toEqual({
      slug: 'a',
      challenge: 'One.',
      approach: 'Two.',
      outcome: 'Three.',
    });
  });
});

describe('the public site and the web editor', () => {
  it('keeps /admin out of the sitemap', async () => {
    const { siteMapEntries } = await import('@/lib/seo/server/sitemap');
    const urls = siteMapEntries().map((entry) => new URL(entry.url).pathname);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.startsWith(EDITOR_PATH))).toEqual([]);
  });

  it("gives /admin its own policy and leaves the site's untouched", () => {
    const options = { integrations: {}, inlineScripts: [], production: true };
    const site = contentSecurityPolicy(options);
    const editor = contentSecurityPolicy({ ...options, editor: {} });
    expect(site).not.toContain('unsafe-eval');
    expect(site).not.toContain('api.github.com');
    expect(editor).toContain("'unsafe-eval'");
    expect(editor).toContain('https://api.github.com');
    expect(editor).not.toContain('127.0.0.1');
    const local = contentSecurityPolicy({
      ...options,
      production: false,
      editor: { localBackend: 'http://127.0.0.1:8081' },
    });
    expect(local).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8081/);
    const headers = (editor: boolean) =>
      Object.fromEntries(
        securityHeaders({ ...options, ...(editor ? { editor: {} } : {}) }).map((h) => [h.key, h.value]),
      );
    expect(headers(false)['X-Robots-Tag']).toBeUndefined();
    expect(headers(true)['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headers(false)['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
