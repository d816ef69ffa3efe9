import { commit } from '../store/repository.service';
import type { SimRepository } from '../store/sim-model.interface';

const PEOPLE = {
  demo: { authorName: 'Demo User', authorEmail: 'demo@example.com' },
  alice: { authorName: 'Alice Martin', authorEmail: 'alice@example.com' },
  bob: { authorName: 'Bob Chen', authorEmail: 'bob@example.com' },
  root: { authorName: 'Administrator', authorEmail: 'admin@example.com' },
};

const BACKEND_README = `# Backend

Acme's backend service: a small HTTP API written in TypeScript.

## Getting started

    npm install
    npm start

Contributions are welcome, see the open issues.
`;

const BACKEND_PACKAGE = `${JSON.stringify(
  {
    name: '@acme/backend',
    version: '1.0.0',
    private: true,
    main: 'dist/index.js',
    scripts: { build: 'tsc', start: 'node dist/index.js', test: 'jest' },
    dependencies: { fastify: '^5.0.0' },
    devDependencies: { typescript: '^5.6.0', jest: '^29.7.0' },
  },
  null,
  2,
)}\n`;

const BACKEND_INDEX = `import Fastify from 'fastify';

const app = Fastify({ logger: true });

app.get('/health', async () => ({ status: 'ok' }));

app.listen({ port: Number(process.env.PORT ?? 3000) }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
`;

function empty(): SimRepository {
  return { commits: new Map(), branches: new Map() };
}

/**
 * acme/backend: main (merge of fix/typo), develop (+1), feature/login (+2 from main),
 * feature/search (+1 from develop), fix/typo (already merged into main).
 */
export function seedBackendRepository(): SimRepository {
  const repo = empty();
  const c1 = commit(repo, {
    ...PEOPLE.alice,
    parentIds: [],
    message: 'Initial commit',
    date: '2025-04-01T09:00:00.000Z',
    changes: {
      'README.md': BACKEND_README.replace('Contributions', 'Contribtuions'),
      'package.json': BACKEND_PACKAGE,
      '.gitignore': 'node_modules/\ndist/\n',
      '.gitmodules': '[submodule "libs/shared"]\n\tpath = libs/shared\n\turl = git@gitlab.example.com:acme/frontend.git\n',
    },
  });
  const c2 = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [c1.id],
    message: 'Add src/index.ts entry point\n\nStarts a Fastify server with a health route.',
    date: '2025-04-02T10:30:00.000Z',
    changes: { 'src/index.ts': BACKEND_INDEX },
  });
  const typo = commit(repo, {
    ...PEOPLE.bob,
    parentIds: [c2.id],
    message: 'Fix typo in README',
    date: '2025-04-03T14:12:00.000Z',
    changes: { 'README.md': BACKEND_README },
  });
  const main = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [c2.id, typo.id],
    message: "Merge branch 'fix/typo' into 'main'\n\nFix typo in README\n\nSee merge request acme/backend!8",
    date: '2025-04-04T08:45:00.000Z',
    changes: { 'README.md': BACKEND_README },
  });
  const develop = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [main.id],
    message: 'Add configuration loader',
    date: '2025-04-10T11:00:00.000Z',
    changes: { 'src/config.ts': "export const config = { port: Number(process.env.PORT ?? 3000) };\n" },
  });
  const login1 = commit(repo, {
    ...PEOPLE.alice,
    parentIds: [main.id],
    message: 'Add login form',
    date: '2025-04-12T15:20:00.000Z',
    changes: { 'src/login.ts': 'export function login(user: string, password: string): boolean {\n  return user.length > 0 && password.length > 0;\n}\n' },
  });
  const login2 = commit(repo, {
    ...PEOPLE.alice,
    parentIds: [login1.id],
    message: 'Wire login form to the auth API',
    date: '2025-04-14T09:05:00.000Z',
    changes: {
      'src/login.ts':
        "export async function login(user: string, password: string): Promise<boolean> {\n  const res = await fetch('/auth', { method: 'POST', body: JSON.stringify({ user, password }) });\n  return res.ok;\n}\n",
    },
  });
  const search = commit(repo, {
    ...PEOPLE.bob,
    parentIds: [develop.id],
    message: 'Add search endpoint',
    date: '2025-04-15T16:40:00.000Z',
    changes: { 'src/search.ts': 'export function search(term: string): string[] {\n  return [term];\n}\n' },
  });
  repo.branches.set('main', main.id);
  repo.branches.set('develop', develop.id);
  repo.branches.set('feature/login', login2.id);
  repo.branches.set('feature/search', search.id);
  repo.branches.set('fix/typo', typo.id);
  return repo;
}

/** acme/frontend: main and develop. */
export function seedFrontendRepository(): SimRepository {
  const repo = empty();
  const c1 = commit(repo, {
    ...PEOPLE.alice,
    parentIds: [],
    message: 'Initial commit',
    date: '2025-04-05T09:00:00.000Z',
    changes: {
      'README.md': '# Frontend\n\nAcme web client.\n',
      'package.json': `${JSON.stringify({ name: '@acme/frontend', version: '0.3.0', private: true }, null, 2)}\n`,
    },
  });
  const c2 = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [c1.id],
    message: 'Add header component',
    date: '2025-04-20T13:00:00.000Z',
    changes: { 'src/header.tsx': 'export const Header = () => <h1>Acme</h1>;\n' },
  });
  repo.branches.set('main', c1.id);
  repo.branches.set('develop', c2.id);
  return repo;
}

/** demo/sandbox: main and experiment. */
export function seedSandboxRepository(): SimRepository {
  const repo = empty();
  const c1 = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [],
    message: 'Initial commit',
    date: '2025-05-01T09:00:00.000Z',
    changes: { 'README.md': '# Sandbox\n\nA place to try things.\n' },
  });
  const c2 = commit(repo, {
    ...PEOPLE.demo,
    parentIds: [c1.id],
    message: 'Try a new idea',
    date: '2025-05-02T09:00:00.000Z',
    changes: { 'notes.md': '- idea one\n' },
  });
  repo.branches.set('main', c1.id);
  repo.branches.set('experiment', c2.id);
  return repo;
}

/** ops/infra: main only. */
export function seedInfraRepository(): SimRepository {
  const repo = empty();
  const c1 = commit(repo, {
    ...PEOPLE.root,
    parentIds: [],
    message: 'Initial commit',
    date: '2025-03-01T09:00:00.000Z',
    changes: { 'README.md': '# Infra\n\nTerraform for Acme.\n', 'main.tf': 'terraform {\n  required_version = ">= 1.6"\n}\n' },
  });
  repo.branches.set('main', c1.id);
  return repo;
}
