/**
 * Where `next build` writes its output. NEXT_DIST_DIR lets a second build (the end-to-end
 * run with fake tag ids) sit beside the main one.
 */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
