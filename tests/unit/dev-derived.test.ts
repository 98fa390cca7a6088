/** What `npm run dev` writes beside the server: derived files, never the committed editor hints. */
import { describe, expect, it, vi } from 'vitest';

const written = vi.hoisted(() => ({ schemas: 0, menu: 0, search: 0 }));
vi.mock('@/scripts/content-schema', () => ({ writeContentSchemas: async () => void written.schemas++ }));
vi.mock('@/scripts/menu-links', () => ({ refreshMenuLinks: () => void written.menu++ }));
vi.mock('@/scripts/search-index', () => ({ writeSearchIndex: () => void written.search++ }));
vi.mock('@/lib/content/server', () => ({ contentIssues: () => [] }));

describe('the dev runner', () => {
  it('writes the menu links and the search index, and leaves content/schemas as committed', async () => {
    const { writeDevDerived } = await import('@/scripts/dev-derived');
    writeDevDerived();
    expect(written).toEqual({ schemas: 0, menu: 1, search: 1 });
  });
});
