/**
 * Loading the page's scripts after its first paint.
 *
 * Next writes its chunks as <script defer> in <head>. They then download alongside the
 * fonts while the page is still being laid out, and the first paint of a phone on a slow
 * network waits on that shared bandwidth. The document instead lists them in a JSON block,
 * and this script, at the end of <body>, adds them (in order) once the browser reports the
 * first contentful paint; a browser without paint timing waits two frames instead, a
 * hidden tab (which paints nothing) loads them at once, and none waits more than
 * AFTER_PAINT_LIMIT_MS. Without a list (the development server writes its own tags) it does
 * nothing. The HTML and inline CSS already show the whole page, so nothing is
 * missing meanwhile. Each tag is added in its own task (starting a fetch costs a phone about
 * a millisecond); `async = false` still runs them in the listed order.
 */
export const AFTER_PAINT_LIST_ID = '__AFTER_PAINT__';

/** The longest the scripts wait for the paint to be reported. */
export const AFTER_PAINT_LIMIT_MS = 3000;

/** A constant string: the content security policy allows it by hash. */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,w=window,P=w.PerformanceObserver,done=0;function l(){var t=d.getElementById('${AFTER_PAINT_LIST_ID}');if(done||!t)return;done=1;JSON.parse(t.textContent).forEach(function(s){setTimeout(function(){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)},0)})}if(d.visibilityState!=='visible')return l();setTimeout(l,${AFTER_PAINT_LIMIT_MS});if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>-1)new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();l()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})})()`;
