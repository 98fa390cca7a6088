/**
 * SVG sources (client logos above all) come from outside the agency: before the media step
 * rasterises one, it is sanitised with DOMPurify, the widely used and fuzzed sanitiser,
 * run on jsdom (Node). Its SVG profile drops scripts, event handlers and foreign content;
 * the hook below also drops every reference outside the file (href, url(...), <style>,
 * <image>), so a logo can neither run code nor make the renderer read a file or address.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** Whether a value refers outside the file: only `#id` and `url(#id)` stay inside it. */
const refersOutside = (value: string) =>
  [...value.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some(([, target]) => !target?.startsWith('#'));

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Made on first use: a jsdom window costs seconds to load, and most commands draw no SVG. */
function purify() {
  if (purifier) return purifier;
  purifier = createDOMPurify(new JSDOM('').window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href' || name === 'src') {
      if (!data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    } else if (refersOutside(data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

/** The SVG without scripts, handlers or external references; throws when nothing of an SVG is left. */
export function sanitizeSvg(svg: string): string {
  const clean = purify().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> repeats a shape of the file itself; the hook drops any other reference it holds.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['style', 'image', 'foreignObject', 'a'],
  });
  if (!/^<svg[\s>]/i.test(clean.trim())) throw new Error('holds no SVG drawing once sanitised');
  return clean;
}
