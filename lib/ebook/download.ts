/** Where the built ebook is served: shared by the build, the page, the endpoint and its mail. */
import type { GuideMeta } from '@/lib/content/schema';

/** public/ebook/ holds the PDF and its pictures (written at build time, ignored by git). */
export const EBOOK_URL_PATH = '/ebook';
export const COVER_FILE = 'cover.svg';

export const ebookDownloadPath = (meta: Pick<GuideMeta, 'file'>) => `${EBOOK_URL_PATH}/${meta.file}`;
export const ebookCoverPath = () => `${EBOOK_URL_PATH}/${COVER_FILE}`;
export const diagramFile = (name: string, theme: 'light' | 'dark' = 'light') =>
  theme === 'light' ? `${name}.svg` : `${name}.dark.svg`;
export const diagramPath = (name: string, theme: 'light' | 'dark' = 'light') =>
  `${EBOOK_URL_PATH}/${diagramFile(name, theme)}`;
