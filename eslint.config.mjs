// Lint rules for the whole tree: Next's core-web-vitals set (react, react-hooks, jsx-a11y,
// import), typescript-eslint, and one import order that `eslint --fix` keeps.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import simpleImportSort from 'eslint-plugin-simple-import-sort';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'warn',
      'simple-import-sort/exports': 'warn',
      'import/first': 'warn',
      'import/newline-after-import': 'warn',
      'import/no-duplicates': 'warn',
    },
  },
  {
    // The document's <Head> lives here so _document stays a thin page; it is rendered only
    // by pages/_document.tsx, which is what the rule protects. Its unit test renders it too.
    files: ['components/document/FirstPaintHead.tsx', 'tests/unit/first-paint-head.test.tsx'],
    rules: { '@next/next/no-document-import-in-page': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'next-env.d.ts',
      'public/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
