// Lint rules for the whole tree: Next's core-web-vitals set (react, react-hooks, jsx-a11y,
// import), typescript-eslint, and one import order that `eslint --fix` keeps.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import simpleImportSort from 'eslint-plugin-simple-import-sort';

const NO_FRAMEWORK = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', '@next/*'],
  message: 'lib/ knows no React or Next: put hooks and components under components/.',
};
const NO_SERVER = {
  group: [
    '@/lib/**/server',
    '@/lib/**/server/**',
    './server',
    './server/**',
    '../**/server',
    '../**/server/**',
  ],
  allowTypeImports: true,
  message:
    'This code can reach the browser; a server/ module needs Node or secrets. Import its types only, or move what you need into a pure module of the feature.',
};
const NO_BROWSER = {
  group: [
    '@/lib/**/browser',
    '@/lib/**/browser/**',
    './browser',
    './browser/**',
    '../**/browser',
    '../**/browser/**',
  ],
  message: 'A browser/ module needs the DOM: import it from components/ or another browser/ module only.',
};
const NO_NODE = {
  group: ['node:*'],
  message: "Node's modules exist only on the server: put this code in the feature's server/ folder.",
};

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
  // A module of lib/ reads in one sitting: past 600 lines, split it by what it does.
  { files: ['lib/**'], rules: { 'max-lines': ['error', { max: 600 }] } },
  // Where code runs is in its path. lib/<feature>/ holds pure modules that run anywhere;
  // its server/ folder holds what needs Node or secrets (API routes, getStaticProps,
  // scripts), its browser/ folder what needs the DOM. These rules turn a wrong import into
  // a lint error instead of a broken bundle or a secret shipped to the browser.
  { files: ['lib/**'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_FRAMEWORK] }] } },
  {
    files: ['lib/**'],
    ignores: ['lib/**/server/**', 'lib/**/browser/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_FRAMEWORK, NO_SERVER, NO_BROWSER, NO_NODE] }],
    },
  },
  {
    files: ['lib/**/browser/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FRAMEWORK, NO_SERVER, NO_NODE] }] },
  },
  {
    files: ['lib/**/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FRAMEWORK, NO_BROWSER] }] },
  },
  {
    // lib/http is the kit every endpoint shares: it knows no feature, so a new form finds it
    // whole and no feature's change reaches the others through it.
    files: ['lib/http/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_FRAMEWORK,
            NO_BROWSER,
            {
              group: ['@/lib/*/**', '!@/lib/http/**', '!@/lib/text/log-escape', '!@/lib/env/server'],
              message: 'lib/http knows no feature: pass what a feature decides in as a parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components render in the browser too: server code reaches them as types only. The
    // document's head (components/document/) is rendered by pages/_document.tsx on the server alone.
    files: ['components/**'],
    ignores: ['components/document/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_NODE] }] },
  },
  {
    // One home for the environment: lib/env/ reads and checks every variable. Elsewhere only
    // NODE_ENV and NEXT_RUNTIME may be read as literals, which Next folds at build time.
    files: ['lib/**', 'components/**', 'pages/**'],
    ignores: ['lib/env/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME)$/] > MemberExpression.object)",
          message: 'Read the environment through lib/env (public) or lib/env/server (secrets and settings).',
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
    // One door to content: lib/content reads content/ and hands it on (lists.ts for the typed
    // lists, server/ for the entries). The import plugin resolves each path, aliases and
    // relative ones alike, so lib/content's own `../content` is told from the root's.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/content/**', 'content/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: '.',
              from: './content',
              message:
                'Read content through lib/content: lib/content/lists for the typed lists, lib/content/server for entries.',
            },
          ],
        },
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
      'vendor/**',
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
