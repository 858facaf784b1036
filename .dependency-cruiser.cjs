/**
 * The layers of docs/ARCHITECTURE.md, checked on every `npm run lint`: the domain (`src/server`) never reaches
 * up into the pages or the components; the languages (`src/i18n`), the shared schemas (`src/schemas`) and the
 * formatted text's reading (`src/markdown`) never reach into the domain; and no module imports itself back through a circle, type-only imports included.
 */
const privateFolders = ['src/app', 'src/app/api', 'src/app/(admin)/admin', 'src/app/(admin)/admin/machine'];
const escape = (path) => path.replace(/[()[\]]/g, '\\$&');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-not-into-ui',
      comment: 'The domain serves the pages and components; it does not import them.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(app|components)/' },
    },
    {
      name: 'shared-not-into-server',
      comment:
        'Languages, schemas and formatted text are shared with the browser and the domain alike: they import no domain module.',
      severity: 'error',
      from: { path: '^src/(i18n|schemas|markdown)/' },
      to: { path: '^src/server/' },
    },
    // An `_lib` folder is private to the route tree that holds it: only files under that tree import it.
    ...privateFolders.map((folder) => ({
      name: 'no-private-lib-of-another-tree',
      comment: `${folder}/_lib is private to ${folder}.`,
      severity: 'error',
      from: { pathNot: `^${escape(folder)}/` },
      to: { path: `^${escape(folder)}/_lib/` },
    })),
    {
      name: 'no-circular',
      comment: 'A circle, even through a type-only import, means the type lives in the wrong file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
