/**
 * The page's scripts, loaded after its first paint: Next's <script defer> tags would share a
 * slow phone's bandwidth with the fonts before the first paint. The document lists them in a
 * JSON block; this script adds them in order at the first contentful paint (two frames
 * without paint timing, at once in a hidden tab, AFTER_PAINT_LIMIT_MS at most), each in its
 * own task; `async = false` keeps their order. The HTML and inline CSS already show the page.
 */
export const AFTER_PAINT_LIST_ID = '__AFTER_PAINT__';

/** The longest the scripts wait for the paint to be reported. */
export const AFTER_PAINT_LIMIT_MS = 3000;

/** A constant string: the content security policy allows it by hash. */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,w=window,P=w.PerformanceObserver,done=0;function l(){var t=d.getElementById('${AFTER_PAINT_LIST_ID}');if(done||!t)return;done=1;JSON.parse(t.textContent).forEach(function(s){setTimeout(function(){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)},0)})}if(d.visibilityState!=='visible')return l();setTimeout(l,${AFTER_PAINT_LIMIT_MS});if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>-1)new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();l()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})})()`;
