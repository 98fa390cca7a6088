import { describe, expect, it } from 'vitest';

import { AFTER_PAINT_LIST_ID } from '@/lib/first-paint/after-paint';
import { pageScriptSources } from '@/scripts/bench/page-scripts';

describe('pageScriptSources', () => {
  it('counts script tags and the after-paint list, in order, each once', () => {
    const html = `<head><script src="/a.js" defer=""></script><script id="${AFTER_PAINT_LIST_ID}" type="application/json">["/b.js","/a.js","/c.js"]</script></head>`;
    expect(pageScriptSources(html)).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('skips nomodule polyfills, inline scripts and JSON data', () => {
    const html =
      '<script src="/polyfills.js" noModule=""></script><script>var x=1</script><script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script><script src="/main.js"></script>';
    expect(pageScriptSources(html)).toEqual(['/main.js']);
  });
});
