/**
 * Loading the page's scripts after its first paint.
 *
 * Next writes its chunks as <script defer> in <head>. They then download alongside the
 * fonts while the page is still being laid out, and the first paint of a phone on a slow
 * network waits on that shared bandwidth. The document instead lists them in a JSON block,
 * and this script, at the end of <body>, adds them (in order) once the first frame has been
 * painted (the frame after it has begun). The HTML and inline CSS already show the whole
 * page, so nothing is missing meanwhile; a hidden tab, which paints no frame, gets them at once. Each tag is added in
 * its own task (starting a fetch costs a phone about a millisecond); `async = false`
 * still runs them in the listed order.
 */
export const AFTER_PAINT_LIST_ID = '__AFTER_PAINT__';

/** A constant string: the content security policy allows it by hash. */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document;function l(){JSON.parse(d.getElementById('${AFTER_PAINT_LIST_ID}').textContent).forEach(function(s){setTimeout(function(){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)},0)})}d.visibilityState==='visible'?requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})}):l()})()`;
