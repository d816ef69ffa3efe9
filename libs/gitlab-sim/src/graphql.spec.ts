import { readFileSync } from 'node:fs';
import { GRAPHQL_SCHEMA } from '../../../test/fixtures/paths';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { startGitlabSim, type GitlabSim } from './index';

/** GitLab.com's real schema (19.4.0-pre, 2026-09-06; see test/fixtures/gitlab/gitlab-schema.source.json). */
const REAL_SCHEMA_PATH = GRAPHQL_SCHEMA;

const BRANCH_RULES = /* GraphQL */ `
  query BranchRules($fullPath: ID!, $first: Int, $after: String) {
    project(fullPath: $fullPath) {
      id
      fullPath
      name
      branchRules(first: $first, after: $after) {
        nodes {
          name
          isDefault
          isProtected
          matchingBranchesCount
          createdAt
          updatedAt
          branchProtection {
            allowForcePush
            codeOwnerApprovalRequired
            mergeAccessLevels { nodes { accessLevel accessLevelDescription } }
            pushAccessLevels { nodes { accessLevel accessLevelDescription } }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`;

const CURRENT_USER = /* GraphQL */ `
  query { currentUser { id username } }
`;

const EDGES = /* GraphQL */ `
  query Edges($fullPath: ID!) {
    project(fullPath: $fullPath) {
      branchRules(first: 1) { edges { cursor node { name } } pageInfo { hasPreviousPage startCursor } }
    }
  }
`;

const MUTATION = /* GraphQL */ `
  mutation { branchRuleDelete(input: { id: "gid://gitlab/Projects::BranchRule/201" }) { errors } }
`;

interface BranchRulesData {
  project: {
    id: string;
    fullPath: string;
    branchRules: {
      nodes: { name: string; isDefault: boolean; matchingBranchesCount: number; branchProtection: { pushAccessLevels: { nodes: { accessLevel: number; accessLevelDescription: string }[] } } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  } | null;
}

describe('gitlab-sim GraphQL', () => {
  let sim: GitlabSim;
  let realSchema: GraphQLSchema;

  const graphql = async (query: string, variables: Record<string, unknown> = {}, token: string | null = sim.tokens.api): Promise<{ status: number; body: { data?: unknown; errors?: { message: string }[] } }> => {
    const res = await fetch(`${sim.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string }[] } };
  };

  beforeAll(async () => {
    realSchema = buildSchema(readFileSync(REAL_SCHEMA_PATH, 'utf8'));
    sim = await startGitlabSim();
  });
  afterAll(() => sim.close());

  it('uses only documents that are valid against GitLab\'s real schema', () => {
    for (const doc of [BRANCH_RULES, CURRENT_USER, EDGES, MUTATION]) {
      expect(validate(realSchema, parse(doc)).map((e) => e.message)).toEqual([]);
    }
  });

  it('resolves currentUser', async () => {
    expect(await graphql(CURRENT_USER)).toEqual({ status: 200, body: { data: { currentUser: { id: 'gid://gitlab/User/1', username: 'demo' } } } });
    expect((await graphql(CURRENT_USER, {}, null)).body).toEqual({ data: { currentUser: null } });
  });

  it('pages branchRules with opaque cursors', async () => {
    const first = (await graphql(BRANCH_RULES, { fullPath: 'acme/backend', first: 1 })).body.data as BranchRulesData;
    expect(first.project).toMatchObject({ id: 'gid://gitlab/Project/42', fullPath: 'acme/backend' });
    const page1 = first.project?.branchRules;
    expect(page1?.nodes.map((n) => n.name)).toEqual(['main']);
    expect(page1?.nodes[0]).toMatchObject({
      isDefault: true,
      matchingBranchesCount: 1,
      branchProtection: { pushAccessLevels: { nodes: [{ accessLevel: 40, accessLevelDescription: 'Maintainers' }] } },
    });
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const cursor = page1?.pageInfo.endCursor as string;
    expect(() => JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'))).not.toThrow();

    const second = (await graphql(BRANCH_RULES, { fullPath: 'acme/backend', first: 1, after: cursor })).body.data as BranchRulesData;
    expect(second.project?.branchRules.nodes.map((n) => [n.name, n.isDefault, n.matchingBranchesCount])).toEqual([['release/*', false, 0]]);
    expect(second.project?.branchRules.pageInfo.hasNextPage).toBe(false);

    const edges = (await graphql(EDGES, { fullPath: 'acme/backend' })).body.data;
    expect(edges).toMatchObject({ project: { branchRules: { edges: [{ cursor, node: { name: 'main' } }], pageInfo: { hasPreviousPage: false, startCursor: cursor } } } });
  });

  it('returns null for projects the caller cannot see', async () => {
    expect((await graphql(BRANCH_RULES, { fullPath: 'ops/infra' })).body).toEqual({ data: { project: null } });
    expect((await graphql(BRANCH_RULES, { fullPath: 'acme/backend' }, null)).body).toEqual({ data: { project: null } });
    expect(((await graphql(BRANCH_RULES, { fullPath: 'demo/sandbox' }, null)).body.data as BranchRulesData).project?.fullPath).toBe('demo/sandbox');
  });

  it('answers validation errors with 200 and GitLab\'s wording', async () => {
    const res = await graphql('{ project(fullPath: "acme/backend") { nope } }');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('data');
    expect(res.body.errors).toEqual([
      expect.objectContaining({ message: "Field 'nope' doesn't exist on type 'Project'", locations: [{ line: 1, column: 39 }] }),
    ]);
    const missing = await graphql('{ project { id } }');
    expect(missing.body.errors?.[0]?.message).toBe("Field 'project' is missing required arguments: fullPath");
  });

  it('refuses mutations from a read_api token the way GitLab does', async () => {
    const res = await graphql(MUTATION, {}, sim.tokens.readApi);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { branchRuleDelete: null },
      errors: [
        expect.objectContaining({
          message: "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
          path: ['branchRuleDelete'],
        }),
      ],
    });
  });
});
