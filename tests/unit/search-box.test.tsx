// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import SearchBox from '@/components/search/SearchBox';
import { createEmbeddedClient, loadEmbeddedIndex } from '@/lib/search/browser/embedded-client';
import { indexOptions } from '@/lib/search/index-options';
import type { SearchRecord } from '@/lib/search/types';

const record: SearchRecord = {
  objectID: '/tips',
  title: 'Tips &amp; Tricks &lt;b&gt;bold&lt;/b&gt;',
  tag: 'Blog',
  slug: '/blog/tips',
  names: ['Tips & Tricks <b>bold</b>'],
  keywords: [],
  summary: 'Handy tips',
  body: '',
  rank: 2,
};

vi.mock('@/lib/search/browser/site-client', async (original) => {
  const actual = await original<typeof import('@/lib/search/browser/site-client')>();
  const index = new MiniSearch(indexOptions);
  index.addAll([record]);
  const engine = createEmbeddedClient(loadEmbeddedIndex(JSON.parse(JSON.stringify(index))));
  return { ...actual, loadSearchEngine: async () => engine };
});

describe('SearchBox', () => {
  // The results are a chunk of their own: compiled before the tests, so they wait on the page only.
  beforeAll(() => import('@/components/search/SearchResults'));

  it('renders twice with unique ids and a label each', () => {
    render(
      <>
        <SearchBox />
        <SearchBox />
      </>,
    );
    const inputs = screen.getAllByRole('combobox', { name: 'Search the site' });
    expect(inputs).toHaveLength(2);
    expect(inputs[0]?.id).not.toBe(inputs[1]?.id);
    expect(inputs[0]?.getAttribute('aria-controls')).not.toBe(inputs[1]?.getAttribute('aria-controls'));
  });

  it('shows a decoded title as text, never as HTML', async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(screen.getByRole('combobox', { name: 'Search the site' }), 'tips');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Tips & Tricks <b>bold</b>');
    expect(option.querySelector('b')).toBeNull();
    expect(option).toHaveAttribute('href', '/blog/tips');
    expect(option).toHaveTextContent('Blog');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result available.'));
  });
});
