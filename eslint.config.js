// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import paths that reach into another module's tables or repository from a file `depth`
 * folders into its module (1: the module's own folder, 2: a folder within it): a sibling
 * module's (`../jobs/jobs.table.ts`, `../../jobs/jobs.table.ts`), and anything under a `modules/`
 * directory (`./modules/…` from src/services.ts, `../../modules/…`, `../../../modules/…`).
 * A relative path says nothing of where it starts, so each depth has its own patterns.
 * @param {number} depth
 */
function moduleInternals(depth) {
  const siblings = Array.from({ length: depth }, (_, i) => '../'.repeat(i + 1) + '*/')
  return {
    group: [
      ...siblings.flatMap((sibling) => [`${sibling}*.repository.ts`, `${sibling}*.table.ts`]),
      '**/modules/**/*.repository.ts',
      '**/modules/**/*.table.ts',
    ],
    message: "Another module's tables and repository are its own: import what it exposes from its port (`<module>.port.ts`).",
  }
}

/** Where the read model lives (see below), what assembles the schema, and tests: free to read any table. */
const READ_ANY_TABLE = ['src/modules/data-api/**', 'src/modules/metrics/**', '**/*.test.ts', 'src/db/types.ts']

export default tseslint.config(
  // packages/sdk/src/schema.d.ts is generated (npm run sdk:generate) and checked against the app by a test.
  { ignores: ['node_modules/', 'dist/', 'data/', '.test-cache/', 'scratch/', 'test-output/', 'packages/sdk/src/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      // Services are objects of closures that never read `this`; passing their functions on is the design.
      '@typescript-eslint/unbound-method': 'off',
      // Leaving fields out of a row by destructuring (`const { tenant_id, ...rest } = row`) is the house way.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'describe', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers with `res.json()`, which is `any` by nature; the assertions are the types there.
    files: ['**/*.test.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `res.json() as Shape` is how a test says what it expects to read.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // A module reaches another module through its port (`<module>.port.ts`), never its tables,
    // repository or row types; its own files (`./x.table.ts`) stay open to it. The read model is
    // the one exception: data-api and metrics read the tables they report on (and write nothing).
    // Whatever else imports from src/modules (src/services.ts through `./modules/…`, src/db and
    // src/platform through `../modules/…`) is held to the same rule: services, ports, no tables.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    // src/db/types.ts is not a module: it assembles every module's tables into the schema Kysely sees.
    ignores: READ_ANY_TABLE,
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals(1)] }] },
  },
  {
    // The same for files in a folder within a module (cv-parsing/reading/…): a sibling module is two levels up.
    files: ['src/modules/*/*/**/*.ts', 'src/modules/*/*/**/*.tsx'],
    ignores: READ_ANY_TABLE,
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals(2)] }] },
  },
  // The config files and the test reporter are plain JavaScript outside the TypeScript project.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
)
