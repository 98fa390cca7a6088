// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import Markdown from '@/components/ui/Markdown';
import { announceChoices } from '@/lib/consent/browser/events';
import { allChoices } from '@/lib/consent/categories';
import { CHOICES_COOKIE, serializeChoices } from '@/lib/consent/state';
import { CODE_THEMES, highlightCode, HIGHLIGHTED_LANGUAGES, LANGUAGE_NAMES } from '@/lib/content/highlight';
import type { MarkdownDoc } from '@/lib/content/markdown';
import { parseMarkdown } from '@/lib/content/markdown-parse';
import { embedUrl, VIDEO_FRAME_ORIGINS, videoFromUrl, watchUrl } from '@/lib/content/video';
import { THEME_COLORS } from '@/lib/theme/colors';

function parsed(source: string): MarkdownDoc {
  const { doc, problems } = parseMarkdown(source);
  expect(problems).toEqual([]);
  return doc;
}

const renderMarkdown = (source: string) => render(<Markdown doc={parsed(source)} />);

describe('footnotes', () => {
  const source = [
    'Most buyers research alone.[^survey] Some ask peers first.[^peers]',
    '',
    'As noted before.[^survey]',
    '',
    '[^survey]: A survey we ran with [our readers](/contact).',
    '[^peers]: From the interviews.',
  ].join('\n');

  it('numbers notes in the order the text calls them and links each call to its note and back', () => {
    const { container } = renderMarkdown(source);
    const calls = [...container.querySelectorAll('sup a')];
    expect(calls.map((a) => [a.textContent, a.getAttribute('href'), a.id])).toEqual([
      ['Footnote 1', '#fn-survey', 'fnref-survey'],
      ['Footnote 2', '#fn-peers', 'fnref-peers'],
      ['Footnote 1', '#fn-survey', 'fnref-survey-2'],
    ]);
    const section = screen.getByRole('region', { name: 'Footnotes' });
    const notes = within(section).getAllByRole('listitem');
    expect(notes.map((li) => li.id)).toEqual(['fn-survey', 'fn-peers']);
    // Every way back lands on a call that exists, and says where it goes.
    const backs = within(section).getAllByRole('link', { name: /^Back to reference/ });
    expect(backs.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Back to reference 1 (1)', '#fnref-survey'],
      ['Back to reference 1 (2)', '#fnref-survey-2'],
      ['Back to reference 2', '#fnref-peers'],
    ]);
    for (const back of backs) expect(container.querySelector(back.getAttribute('href')!)).not.toBeNull();
    expect(within(notes[0]!).getByRole('link', { name: 'our readers' })).toHaveAttribute('href', '/contact');
  });

  it('gives the notes a heading screen readers find, hidden on screen', () => {
    renderMarkdown(source);
    const heading = screen.getByRole('heading', { name: 'Footnotes', level: 2 });
    expect(heading).toHaveClass('visually-hidden');
  });
});

describe('task lists', () => {
  it('renders read-only checkboxes labelled by their item', () => {
    renderMarkdown('- [x] Draft the brief\n- [ ] Review it with **the client**\n- a plain item');
    const done = screen.getByRole('checkbox', { name: 'Draft the brief' });
    const open = screen.getByRole('checkbox', { name: 'Review it with the client' });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(open).not.toBeChecked();
    expect(open).toBeDisabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('list spacing (CommonMark tight and loose lists)', () => {
  it('gives a tight item holding a sub-list no paragraph', () => {
    const { container } = renderMarkdown('- one\n  - sub a\n  - sub b\n- two');
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('li > ul')).not.toBeNull();
  });

  it('wraps every item of a loose list in a paragraph', () => {
    const { container } = renderMarkdown('- one\n\n- two\n  - sub');
    expect([...container.querySelectorAll(':scope > div > ul > li > p')].map((p) => p.textContent)).toEqual([
      'one',
      'two',
    ]);
  });
});

describe('mail and phone links', () => {
  it('are plain links: same tab, no arrow, no "opens in a new tab"', () => {
    renderMarkdown('Write to [the studio](mailto:studio@example.com) or call [the desk](tel:+15550100).');
    for (const [name, href] of [
      ['the studio', 'mailto:studio@example.com'],
      ['the desk', 'tel:+15550100'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
      expect(link.querySelector('svg')).toBeNull();
    }
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** A few lines in each language, touching its comments, strings, keywords and numbers. */
const SAMPLES: Record<string, string> = {
  shellscript: '# build\nnpm run build && echo "$HOME" | grep -v 2',
  css: '/* c */\n.a:hover { color: #fff; margin: 0 auto !important; }',
  diff: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new',
  html: '<!-- c -->\n<a href="/x" class=b>t &amp;</a><script>let a = 1;</script>',
  javascript: "// c\nimport { a } from 'b';\nexport const x = /re/g.test(`${a}`) ? 1 : null;",
  json: '{ "a": 1, "b": [true, null, "s"] }',
  jsx: 'const el = <Card title="x" count={2} />; // c',
  python: 'def f(x: int) -> str:\n    """doc"""\n    return f"{x}" if x else None  # c',
  sql: "SELECT id, COUNT(*) FROM leads WHERE source = 'ads' -- c\nGROUP BY id;",
  tsx: 'export default function A({ n }: { n: number }) { return <p>{n}</p>; }',
  typescript: "// c\ntype T = { a?: string };\nclass A<T> extends B { #p = true; readonly q = 'x'; }",
  xml: '<?xml version="1.0"?>\n<!-- c --><urlset xmlns="x"><url loc="/a"/></urlset>',
  yaml: '# c\ntitle: "A post"\ntags: [a, b]\ndraft: false\ncount: 3',
};

describe('syntax highlighting', () => {
  it('colours fenced code at build time with both themes on every token', () => {
    const [block] = parsed("```ts\n// a note\nconst answer = 'yes';\n```");
    expect(block).toMatchObject({ type: 'code', lang: 'ts' });
    const lines = block?.type === 'code' ? block.lines! : [];
    expect(lines.map((line) => line.map((token) => token.text).join(''))).toEqual([
      '// a note',
      "const answer = 'yes';",
    ]);
    for (const token of lines.flat()) {
      expect(token.light).toMatch(/^#[0-9a-f]{6}$/i);
      expect(token.dark).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // The comment and the keyword differ in both themes: real highlighting, not one colour.
    const [comment, keyword] = [lines[0]![0]!, lines[1]![0]!];
    expect(comment.light).not.toBe(keyword.light);
    expect(comment.dark).not.toBe(keyword.dark);
  });

  it('renders both colours on each token, and plain text without any', async () => {
    const { container } = renderMarkdown('```ts\nconst a = 1;\n```\n\n```text\nconst a = 1;\n```');
    // Code blocks are their own chunk (next/dynamic): they appear once it has loaded.
    await waitFor(() => expect(container.querySelectorAll('pre')).toHaveLength(2));
    const [coloured, plain] = [...container.querySelectorAll('pre')];
    const spans = [...coloured!.querySelectorAll('span[style]')] as HTMLElement[];
    expect(spans.length).toBeGreaterThan(1);
    for (const span of spans) {
      expect(span.style.getPropertyValue('--light')).toMatch(/^#/);
      expect(span.style.getPropertyValue('--dark')).toMatch(/^#/);
    }
    expect(coloured!.textContent).toBe('const a = 1;');
    expect(plain!.querySelector('span')).toBeNull();
    expect(plain!.textContent).toBe('const a = 1;');
  });

  it('has a sample for every language it colours', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGUAGE_NAMES].sort());
    expect(HIGHLIGHTED_LANGUAGES).toEqual(expect.arrayContaining([...LANGUAGE_NAMES, 'bash', 'ts', 'yml']));
  });

  it.each(Object.entries(SAMPLES))(
    'keeps 4.5:1 contrast on the code background in both themes: %s',
    (lang, code) => {
      const tokens = highlightCode(code, lang)!.flat();
      for (const theme of ['light', 'dark'] as const) {
        for (const token of tokens.filter((t) => t.text.trim() !== '')) {
          expect(
            contrast(token[theme], THEME_COLORS[theme].surface),
            `${CODE_THEMES[theme].name} "${token.text}"`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://youtu.be/M7lc1UVf-VE?t=10', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8272103f6e', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('reads %s', (url, video) => {
    expect(videoFromUrl(url)).toEqual(video);
  });

  it.each([
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/short',
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/watch?v=M7lc1UVf-VE',
    'javascript:alert(1)',
  ])('leaves %s a link', (url) => {
    expect(videoFromUrl(url)).toBeUndefined();
  });

  it('plays from the privacy-enhanced hosts the CSP allows, starting on load', () => {
    const youtube = new URL(embedUrl({ provider: 'youtube', id: 'M7lc1UVf-VE' }));
    const vimeo = new URL(embedUrl({ provider: 'vimeo', id: '76979871', hash: '8272103f6e' }));
    expect(VIDEO_FRAME_ORIGINS).toEqual([youtube.origin, vimeo.origin]);
    expect(youtube.origin).toBe('https://www.youtube-nocookie.com');
    expect(youtube.searchParams.get('autoplay')).toBe('1');
    expect(vimeo.searchParams.get('dnt')).toBe('1');
    expect(vimeo.searchParams.get('h')).toBe('8272103f6e');
    expect(vimeo.searchParams.get('autoplay')).toBe('1');
  });

  it('keeps a video link inside a sentence an ordinary link', () => {
    const [block] = parsed('See [the tour](https://youtu.be/M7lc1UVf-VE) first.');
    expect(block?.type).toBe('paragraph');
  });
});

describe('video facade', () => {
  const source = '[A two-minute tour](https://www.youtube.com/watch?v=M7lc1UVf-VE)';
  const video = { provider: 'youtube', id: 'M7lc1UVf-VE' } as const;

  afterEach(() => Cookies.remove(CHOICES_COOKIE));

  // The facade is its own chunk (next/dynamic): compiled before the tests, which then wait
  // only for it to render.
  beforeAll(() => import('@/components/ui/VideoEmbed'));
  it('shows our poster and a play button, and loads the player only when pressed', async () => {
    const { container } = renderMarkdown(source);
    const play = await screen.findByRole('button', { name: /A two-minute tour/ });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(play).toHaveAccessibleName('Play video: A two-minute tour (loads YouTube)');
    expect(screen.getByText(/The poster is drawn by us/)).toBeInTheDocument();
    fireEvent.click(play);
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', embedUrl(video));
    expect(player).toHaveAttribute('title', 'A two-minute tour (YouTube video)');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
  });

  it('is a plain link, with no player, for visitors who declined functional cookies', async () => {
    Cookies.set(CHOICES_COOKIE, serializeChoices({ ...allChoices(true), functional: false }));
    const { container } = renderMarkdown(source);
    const link = await screen.findByRole('link', { name: /Watch “A two-minute tour” on YouTube/ });
    expect(link).toHaveAttribute('href', watchUrl(video));
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('follows a change of choices without a reload', async () => {
    Cookies.set(CHOICES_COOKIE, serializeChoices(allChoices(false)));
    renderMarkdown(source);
    await screen.findByRole('link', { name: /Watch/ });
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    Cookies.set(CHOICES_COOKIE, serializeChoices(allChoices(true)));
    act(() => announceChoices(allChoices(true)));
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
  });
});
