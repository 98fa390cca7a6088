/**
 * Starts Decap CMS on /admin (browser only): our file formats, the previews built from the
 * site's own components and styles, then the configuration generated from the zod schemas.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { CmsConfig, CmsField } from '@/lib/content/cms-config';
import { fieldsOfCollection } from '@/lib/content/cms-fields';
import {
  markdownRefusals,
  type Phrases,
  refusalAnswer,
  RefusedSave,
  refusingFetch,
  withSitePhrases,
} from '@/lib/content/cms-refusal';
import { CMS_WIDGETS } from '@/lib/content/cms-widgets';
import {
  type BodyParts,
  readFrontMatterFile,
  readYaml,
  splitFrontMatter,
  writeFrontMatterFile,
} from '@/lib/content/front-matter';
import { writeYamlLike } from '@/lib/content/yaml-edit';
import { withAbsoluteUrls } from '@/lib/first-paint/inline-css';
import { slugify } from '@/lib/text/slugify';

import EntryPreview, { type EntryData } from './EntryPreview';

/** The parts of Decap's browser API we use (https://decapcms.org/docs/customization/). */
interface DecapCms {
  init(options: { config: CmsConfig }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): EntryData; toFile(data: EntryData): string },
  ): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerWidget(name: string, control: unknown): void;
  getWidget(name: string): { control: unknown } | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerEventListener(listener: { name: 'preSave'; handler(event: { entry: Immutable }): undefined }): void;
  getLocale(locale: string): Phrases | undefined;
}

/** Decap's immutable maps, as a widget reads its field and the entry. */
interface Immutable {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/** What Decap hands a widget's control (https://decapcms.org/docs/custom-widgets/). */
interface ControlProps {
  entry: Immutable;
  field: Immutable;
  value: unknown;
  onChange(value: unknown): void;
}

interface Control {
  props: ControlProps;
  /** The slugs this control wrote from the title (a redraw may lag behind fast typing). */
  written?: Set<string>;
  listener?: (event: Event) => void;
  follow(title: string): void;
}

interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): EntryData } | undefined };
  getAsset(src: string): { toString(): string } | undefined;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    /** Decap's own React createElement, for preview templates and widgets. */
    h?: (type: unknown, props: unknown) => unknown;
    /** Decap's own React class factory (create-react-class), for widgets. */
    createClass?: (spec: ThisType<Control> & Record<string, unknown>) => unknown;
  }
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Decap keeps an emptied optional field as "" or []: the file leaves it out instead, as an
 * editor writing by hand would (the check refuses an empty caption, an empty results list).
 */
function withoutEmptyOptionals(data: EntryData, fields: CmsField[]): EntryData {
  const result: EntryData = { ...data };
  for (const field of fields) {
    let value = result[field.name];
    if (field.fields && value && typeof value === 'object') {
      const inner = field.fields;
      value = Array.isArray(value)
        ? value.map((item: EntryData) => withoutEmptyOptionals(item, inner))
        : withoutEmptyOptionals(value as EntryData, inner);
      result[field.name] = value;
    }
    if (field.required === false && isBlank(value)) delete result[field.name];
  }
  return result;
}

/**
 * Every style sheet of this page (the site's, from _app), handed to the preview frame. Its
 * relative url()s (the web fonts) are made to resolve as they did in their sheet.
 */
function siteStyles(): string {
  return Array.from(document.styleSheets)
    .map((sheet) => {
      try {
        const css = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
        return withAbsoluteUrls(css, sheet.href ?? location.href);
      } catch {
        return '';
      }
    })
    .join('\n');
}

/**
 * The file's YAML as it was read, kept in the entry's data (Decap keeps keys no field names)
 * so that a save applies the changes to it, keeping everything else as it was written.
 */
const SOURCE_KEY = '__source';

/** The entry's fields without the kept source, and that source. */
function split(data: EntryData): [EntryData, string | undefined] {
  const { [SOURCE_KEY]: source, ...fields } = data;
  return [fields, typeof source === 'string' ? source : undefined];
}

/** Reads and writes a collection's files as people write them (lib/content/yaml-edit.ts). */
function fileFormat(collection: CmsConfig['collections'][number], bodyParts: BodyParts | undefined) {
  const fields = fieldsOfCollection(collection);
  if (collection.extension === 'md')
    return {
      fromFile: (text: string) => ({
        ...readFrontMatterFile(text, bodyParts),
        [SOURCE_KEY]: splitFrontMatter(text)?.yaml,
      }),
      toFile: (data: EntryData) => {
        const [values, source] = split(data);
        return writeFrontMatterFile(withoutEmptyOptionals(values, fields), bodyParts, (front) =>
          writeYamlLike(source, front, fields),
        );
      },
    };
  return {
    fromFile: (text: string) => ({ ...readYaml(text), [SOURCE_KEY]: text }),
    toFile: (data: EntryData) => {
      const [values, source] = split(data);
      return writeYamlLike(source, withoutEmptyOptionals(values, fields), fields);
    },
  };
}

/**
 * Our widgets, each drawn by one of Decap's own (a line, a box) with a rule of ours: a new
 * entry's slug written from its title until the editor changes it; an image's alt text
 * refused when empty once a file is set, under the field, in the schema's words, before any
 * save (Decap would otherwise ask for it even with no image, decaporg/decap-cms#7748).
 */
function registerWidgets(cms: DecapCms) {
  const { h, createClass } = window;
  const line = cms.getWidget('string')?.control;
  const box = cms.getWidget('text')?.control;
  if (!h || !createClass || !line || !box) return;
  cms.registerWidget(
    CMS_WIDGETS.slug,
    createClass({
      // Decap redraws a field only when its own value changes, so this one listens for the
      // title being typed (its input's id starts with the field's name, as Decap writes it).
      componentDidMount(this: Control) {
        const follows = `${String(this.props.field.get('follows'))}-field-`;
        this.listener = (event: Event) => {
          const input = event.target;
          if (input instanceof HTMLInputElement && input.id.startsWith(follows)) this.follow(input.value);
        };
        document.addEventListener('input', this.listener, true);
      },
      componentWillUnmount(this: Control) {
        if (this.listener) document.removeEventListener('input', this.listener, true);
      },
      follow(this: Control, title: string) {
        const { entry, value, onChange } = this.props;
        if (!entry.get('newRecord')) return;
        const typed = typeof value === 'string' ? value : '';
        // Edited by hand (not empty, not a slug written here): the editor's slug stays.
        this.written ??= new Set();
        if (typed !== '' && !this.written.has(typed)) return;
        const slug = slugify(title);
        if (slug === typed) return;
        this.written.add(slug);
        onChange(slug);
      },
      render(this: Control) {
        return h(line, this.props);
      },
    }),
  );
  cms.registerWidget(
    CMS_WIDGETS.alt,
    createClass({
      // Redrawn with its image (Decap would redraw it only for its own value), so the check
      // on save sees the file chosen after the alt text was last touched.
      shouldComponentUpdate: () => true,
      isValid(this: Control) {
        const { entry, field, value } = this.props;
        const image = String(field.get('image_field'));
        const file = entry.getIn(['data', image, 'src']);
        if (!file || (typeof value === 'string' && value.trim() !== '')) return true;
        return {
          error: { type: 'CUSTOM', message: `field "${image}.alt" ${String(field.get('required_message'))}` },
        };
      },
      render(this: Control) {
        return h(box, this.props);
      },
    }),
  );
}

const EDITOR_CSS = [
  // Decap marks a field it need not check "(optional)": alt text is required once a file is set.
  'label[for^="alt-field-"] > span { display: none; }',
  // A refused save lists one problem a line, in a notice wide enough for a file's path (a
  // phone keeps Decap's full-width notices).
  '.Toastify__toast-body { white-space: pre-line; }',
  '@media (min-width: 481px) { .Toastify__toast-container { width: min(36rem, calc(100vw - 2rem)); } }',
].join('\n');

/**
 * A failed save says "Not saved." and, when the content check refused it (in the browser or
 * the local server), the check's words alone (lib/content/cms-refusal.ts), not "Failed to
 * persist entry: API_ERROR: …".
 */
function plainRefusals(cms: DecapCms, config: CmsConfig) {
  const english = cms.getLocale('en');
  if (english) cms.registerLocale('en', withSitePhrases(english));
  const backend = config.local_backend?.url;
  if (backend) window.fetch = refusingFetch(window.fetch.bind(window), backend);
  // What the browser can check (the Markdown fields, with the site's parser) is refused
  // before anything is sent: in production, where no local server runs the check, too.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = config.collections.find((c) => c.name === entry.get('collection'));
      const parse = window.siteParseMarkdown;
      const data = (entry.get('data') as { toJS(): EntryData } | undefined)?.toJS();
      if (!collection || !parse || !data) return undefined;
      const problems = markdownRefusals(fieldsOfCollection(collection), data, parse);
      if (problems.length > 0) throw new RefusedSave(refusalAnswer(problems));
      return undefined;
    },
  });
}

export function startCms(cms: DecapCms, config: CmsConfig, parts: Record<string, BodyParts>) {
  for (const collection of config.collections) {
    cms.registerCustomFormat(
      collection.format,
      collection.extension,
      fileFormat(collection, parts[collection.name]),
    );
    cms.registerPreviewTemplate(collection.name, ({ entry, getAsset }) => {
      const data = entry.getIn(['data'])?.toJS() ?? {};
      const assetUrl = (src: string) => getAsset(src)?.toString() ?? src;
      const html = renderToStaticMarkup(
        createElement(EntryPreview, { collection: collection.name, data, assetUrl }),
      );
      return window.h?.('div', { dangerouslySetInnerHTML: { __html: html } });
    });
  }
  cms.registerPreviewStyle(siteStyles(), { raw: true });
  registerWidgets(cms);
  plainRefusals(cms, config);
  const style = document.createElement('style');
  style.textContent = EDITOR_CSS;
  document.head.append(style);
  cms.init({ config });
}
