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
    // lib/ is plain TypeScript: it knows no screen and no framework, so any runtime can use it.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', '@next/*'],
              message: 'lib/ knows no React or Next: put hooks and components under components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools stand on their own: tests may use scripts, never the other way round.
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/tests/*', '**/tests/*'], message: 'scripts/ never import tests/.' }] },
      ],
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
