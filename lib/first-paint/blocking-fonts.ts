/**
 * The brand faces' cuts are written into the inlined sheets as data: URLs
 * (inline-css.ts), yet Chromium may lay the page out once before it has decoded them, in the
 * fallback's widths: the desktop bar's links then move when the face arrives. A face made
 * from bytes (`new FontFace(family, bytes)`) is ready as soon as it is made, so this script,
 * run right after those sheets, gives each `font-display: block` face to the page that way
 * and removes its rule, before any text is laid out. Where it cannot (no FontFace, a face
 * the browser refuses), the rule stays and the page wears the face as before.
 * It reads the bytes from the sheet's text and the descriptors from each rule's `style`, and
 * stops at the last block face: serialising a rule (`cssText`, 20 KB of base64) and matching
 * patterns over it cost a slow phone about 100 ms before its first paint.
 */

/** A constant string: the content security policy allows it by hash. */
export const BLOCKING_FONTS_SCRIPT = `(function(){var F=window.FontFace,f=document.fonts;if(!F||!f)return;[].forEach.call(document.querySelectorAll('style[data-inlined]'),function(e){var s=e.sheet,r=s&&s.cssRules,t=e.textContent||'',x=/@font-face\\s*{[^}]*}/g,d=[],m,i,k=[];if(!r)return;while((m=x.exec(t)))if(/font-display\\s*:\\s*block/.test(m[0]))d.push((/base64,([^)"']+)/.exec(m[0])||[])[1]);for(i=0;i<r.length&&k.length<d.length;i++)if(r[i].type===5&&r[i].style.getPropertyValue('font-display')==='block')k.push(i);if(k.length!==d.length)return;for(i=k.length-1;i>=0;i--){if(!d[i])continue;var c=r[k[i]].style;try{var b=atob(d[i]),a=new Uint8Array(b.length);for(var j=0;j<b.length;j++)a[j]=b.charCodeAt(j);var o={display:'block'},w=c.getPropertyValue('font-weight'),y=c.getPropertyValue('font-style'),u=c.getPropertyValue('unicode-range');if(w)o.weight=w;if(y)o.style=y;if(u)o.unicodeRange=u;var n=new F(c.getPropertyValue('font-family').replace(/["']/g,''),a,o);if(n.status==='error')continue;f.add(n);s.deleteRule(k[i])}catch(_){}}})})()`;
