// Lint (run by `npm test`): typescript-eslint's recommended rules over the sources, tests and scripts;
// layout is Prettier's (`npm run format`), so eslint-config-prettier turns off the rules that would disagree.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readFileSync } from 'fs';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';

const gcLayout = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'scripts/gc-folders.json'), 'utf8'));

/**
 * One config per section folder of Galactic Conquest (scripts/gc-folders.json, bottom up): a section imports
 * from the sections before it, never from a later one nor from the top modules (the game's index, turn,
 * tabs, view...), so no import runs in a circle between folders.
 */
function gcSections({ root, top, sections }) {
  const folders = sections.map((s) => s.folder);
  return folders.map((folder, i) => ({
    files: [`${root}/${folder}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(${[...folders.slice(i + 1), ...top.modules].join('|')})(/|$)|^\\.\\.(/index)?$`,
              message: `GC ${folder}/ imports only from its own folder and the sections before it (${folders.slice(0, i).join(', ') || 'none'}): see scripts/gc-folders.json.`,
            },
          ],
        },
      ],
    },
  }));
}

/** One config per room of src/sheets: the rooms after it and every game's own folder are out of reach. */
function sheetsRooms(rooms) {
  const names = rooms.map(([room]) => room);
  return rooms.map(([room, before]) => {
    const after = names.filter((r) => r !== room && !before.includes(r));
    return {
      files: [`src/sheets/${room}/**/*.ts`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(after.length
                ? [
                    {
                      regex: `^\\.\\./(${after.join('|')})/`,
                      message: `src/sheets/${room} imports only from the rooms before it (${before.join(', ') || 'none'}).`,
                    },
                  ]
                : []),
              {
                regex: '/engine/games/.',
                message: 'src/sheets reaches a game only through the registry (engine/games), never its folder.',
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'out/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
      // Error's `cause` option is ES2022; the code compiles against ES2020 (Apps Script's library types).
      'preserve-caught-error': 'off',
    },
  },
  {
    // The kernel runs every game and depends on none (issue 21): what it needs of a game comes through Game.
    files: ['src/engine/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/games', '**/games/**'], message: 'core imports no game: take what it needs through Game (core/game.ts).' },
          ],
        },
      ],
    },
  },
  // src/sheets/ in rooms, the data's way (issue 29): tabs (read and write tabs) <- views (what the GM and
  // admirals see) <- run (journal, budget, steps, Undo point) <- books (private workbooks) <- actions (each
  // menu action). A room imports only from the rooms before it, so no import runs in a circle between
  // them; and like the kernel, no room reaches into one game's folder: games come through the registry.
  ...sheetsRooms([
    ['tabs', []],
    ['views', ['tabs']],
    ['run', ['tabs', 'views']],
    ['books', ['tabs', 'views', 'run']],
    ['actions', ['tabs', 'views', 'run', 'books']],
  ]),
  // Galactic Conquest in folders by the rule document's sections (issue 29), layered bottom up.
  ...gcSections(gcLayout),
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
