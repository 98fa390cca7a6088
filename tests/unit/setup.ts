import '@testing-library/jest-dom/vitest';

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { setMarkdownMemoFolder } from '@/lib/content/server/markdown-memo-folder';

// The Markdown memo of each test file starts empty in a folder of its own, outside the repository.
setMarkdownMemoFolder(mkdtempSync(path.join(tmpdir(), 'unit-markdown-memo-')));

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);
