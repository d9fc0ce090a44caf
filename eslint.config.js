// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import paths that reach into another module's tables or repository, at any depth: a
 * sibling module's (`../jobs/jobs.table.ts`, from a module) and anything under a `modules/`
 * directory (`./modules/…` from src/services.ts, `../../modules/…`, `../../../modules/…`).
 * `allowed` adds gitignore-style negations (`!path`) for imports that are let through.
 * @param {string[]} [allowed]
 */
function moduleInternals(allowed = []) {
  return {
    group: ['../*/*.repository.ts', '../*/*.table.ts', '**/modules/**/*.repository.ts', '**/modules/**/*.table.ts', ...allowed],
    message: "Another module's tables and repository are its own: import what it exposes from its port (`<module>.port.ts`).",
  }
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', '.test-cache/', 'scratch/'] },
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
    files: ['src/**/*.ts'],
    // src/db/types.ts is not a module: it assembles every module's tables into the schema Kysely sees.
    ignores: ['src/modules/data-api/**', 'src/modules/metrics/**', '**/*.test.ts', 'src/db/types.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals()] }] },
  },
  // The config files themselves are plain JavaScript outside the TypeScript project.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
)
