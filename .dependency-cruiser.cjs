/**
 * Import boundaries (`npm run lint`). The arrows run one way: the libraries under libs/ know
 * nothing of the server in src/; a domain module sees the libraries and src/domains/shared only;
 * the tool surfaces never reach into a domain; nobody reaches past a library's index.ts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'libs-never-import-src',
      comment: 'libs/ is the public kit and its parts: it must not depend on the server that uses it.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^src/' },
    },
    {
      name: 'domains-see-libs-and-shared-only',
      comment: 'A domain module imports libs/* (through their index), src/domains/shared and its own folder; never another domain, the catalog, the pipeline, the surfaces or the capabilities.',
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/', pathNot: '^src/domains/shared/' },
      to: { path: '^src/', pathNot: ['^src/domains/shared/', '^src/domains/$1/'] },
    },
    {
      name: 'shared-domain-layer-sees-libs-only',
      comment: 'src/domains/shared holds GitLab entities and helpers every domain uses: libs/* only.',
      severity: 'error',
      from: { path: '^src/domains/shared/' },
      to: { path: '^src/', pathNot: '^src/domains/shared/' },
    },
    {
      name: 'surfaces-do-not-import-domains',
      comment: 'A surface is a projection of the catalog: it knows actions only as catalog entries.',
      severity: 'error',
      from: { path: '^src/surfaces/' },
      to: { path: '^src/domains/' },
    },
    {
      name: 'no-deep-imports-into-libs',
      comment: 'The server uses a library through its index.ts (the @gitlab-mcp/<name> entry), never through its files.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^libs/[^/]+/(?!src/index\\.ts$)' },
    },
    {
      name: 'no-deep-imports-between-libs',
      comment: 'One library uses another through its index.ts only.',
      severity: 'error',
      from: { path: '^libs/([^/]+)/' },
      to: { path: '^libs/[^/]+/(?!src/index\\.ts$)', pathNot: '^libs/$1/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import the resolver cannot follow would hide its arrow from every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are arrows too.
    tsPreCompilationDeps: true,
    // Package subpaths (`@modelcontextprotocol/sdk/types.js`) resolve through their `exports`, as Node does.
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.d.ts'], exportsFields: ['exports'], conditionNames: ['types', 'require', 'node', 'default'], mainFields: ['types', 'typings', 'main'] },
  },
};
