/**
 * Starts Decap CMS on /admin (browser only): our file formats, the previews built from the
 * site's own components and styles, then the configuration generated from the zod schemas.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { CmsConfig, CmsField } from '@/lib/content/cms-config';
import { fieldsOfCollection } from '@/lib/content/cms-fields';
import {
  type BodyParts,
  readFrontMatterFile,
  readYaml,
  splitFrontMatter,
  writeFrontMatterFile,
} from '@/lib/content/front-matter';
import { writeYamlLike } from '@/lib/content/yaml-edit';
import { withAbsoluteUrls } from '@/lib/first-paint/inline-css';

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
}

interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): EntryData } | undefined };
  getAsset(src: string): { toString(): string } | undefined;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    /** Decap's own React createElement, for preview templates. */
    h?: (type: string, props: Record<string, unknown>) => unknown;
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
  cms.init({ config });
}
