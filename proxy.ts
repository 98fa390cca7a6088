/**
 * The trailing-slash redirect (`/about/` → `/about`, 308), answered here instead of by Next:
 * Next's own drops the headers() rules, so its answer carried no security headers, while a
 * proxy's redirect keeps them. next.config.ts turns Next's off (skipTrailingSlashRedirect).
 * The matcher holds only paths that end in a slash, so no other request passes here.
 */
import { NextResponse } from 'next/server';

export function proxy(request: Request) {
  const url = new URL(request.url);
  // The matcher sees the path decoded: `/monitoring%2F` ends in an escaped slash, which is
  // part of a name, not a trailing slash; Next answers it as any unknown path.
  if (!url.pathname.endsWith('/')) return NextResponse.next();
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return NextResponse.redirect(url, 308);
}

// A literal, read at build time: any path of one or more segments followed by a slash.
export const config = { matcher: '/:path+/' };
