/**
 * Starts Decap CMS on /admin (browser only): our file formats, the previews built from the
 * site's own components and styles, then the configuration generated from the zod schemas.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { CmsConfig, CmsField } from '@/lib/content/cms-config';
import {
  type BodyParts,
  readFrontMatterFile,
  readYaml,
  writeFrontMatterFile,
  writeYaml,
} from '@/lib/content/front-matter';
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

export function startCms(cms: DecapCms, config: CmsConfig, parts: Record<string, BodyParts>) {
  for (const collection of config.collections) {
    const bodyParts = parts[collection.name];
    cms.registerCustomFormat(
      collection.format,
      collection.extension,
      collection.extension === 'md'
        ? {
            fromFile: (text) => readFrontMatterFile(text, bodyParts),
            toFile: (data) => writeFrontMatterFile(withoutEmptyOptionals(data, collection.fields), bodyParts),
          }
        : { fromFile: readYaml, toFile: (data) => writeYaml(withoutEmptyOptionals(data, collection.fields)) },
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
