import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GRAPHQL_SCHEMA, GRAPHQL_SCHEMA_SOURCE } from '../fixtures/paths';

const DOMAINS = join(__dirname, '..', '..', 'src', 'domains');

/** Every `*.query.ts` under src/domains: the GraphQL documents the server sends. */
function queryModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return queryModules(path);
    return name.endsWith('.query.ts') ? [path] : [];
  });
}

describe('A-36 GraphQL documents against GitLab\'s schema', () => {
  let schema: GraphQLSchema;
  const source = JSON.parse(readFileSync(GRAPHQL_SCHEMA_SOURCE, 'utf8')) as { types: number; gitlab_version: string };

  beforeAll(() => {
    schema = buildSchema(readFileSync(GRAPHQL_SCHEMA, 'utf8'));
  });

  it(`A-36 the schema copy is whole (GitLab ${source.gitlab_version})`, () => {
    expect(Object.keys(schema.getTypeMap()).length).toBe(source.types);
  });

  const documents = queryModules(DOMAINS).flatMap((file) =>
    Object.entries(require(file) as Record<string, unknown>)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && /^\s*(query|mutation)\b/.test(e[1]))
      .map(([name, doc]) => [`${file.slice(DOMAINS.length + 1)}#${name}`, doc] as const),
  );

  it('A-36 finds the documents to check', () => {
    expect(documents.map(([name]) => name)).toContain('branch/branch-rules.query.ts#BRANCH_RULES_QUERY');
  });

  it.each(documents)('A-36 %s is valid', (_name, doc) => {
    expect(validate(schema, parse(doc)).map((e) => e.message)).toEqual([]);
  });
});
