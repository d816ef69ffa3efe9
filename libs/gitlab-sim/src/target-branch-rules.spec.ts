import { readFileSync } from 'node:fs';
import { GRAPHQL_SCHEMA } from '../../../test/fixtures/paths';
import { buildSchema, parse, validate } from 'graphql';
import { startGitlabSim, type GitlabSim } from './index';

const REAL_SCHEMA_PATH = GRAPHQL_SCHEMA;

const LIST = /* GraphQL */ `
  query ($fullPath: ID!) {
    project(fullPath: $fullPath) { targetBranchRules(first: 10) { count nodes { id name targetBranch createdAt } pageInfo { hasNextPage } } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: ProjectTargetBranchRuleCreateInput!) {
    projectTargetBranchRuleCreate(input: $input) { targetBranchRule { id name targetBranch } errors }
  }
`;
const DESTROY = /* GraphQL */ `
  mutation ($input: ProjectTargetBranchRuleDestroyInput!) { projectTargetBranchRuleDestroy(input: $input) { errors } }
`;

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

describe('gitlab-sim GraphQL target branch rules', () => {
  const sims: GitlabSim[] = [];
  const graphql = async (sim: GitlabSim, query: string, variables: Record<string, unknown>): Promise<Body> => {
    const res = await fetch(`${sim.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${sim.tokens.api}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Body;
  };
  const rules = async (sim: GitlabSim): Promise<unknown> => ((await graphql(sim, LIST, { fullPath: 'acme/backend' })).data?.['project'] as Record<string, unknown>)['targetBranchRules'];

  afterAll(async () => {
    for (const sim of sims) await sim.close();
  });

  it('uses documents valid against GitLab\'s real schema', () => {
    const schema = buildSchema(readFileSync(REAL_SCHEMA_PATH, 'utf8'));
    for (const doc of [LIST, CREATE, DESTROY]) expect(validate(schema, parse(doc)).map((e) => e.message)).toEqual([]);
  });

  it('lists, creates, refuses a duplicate name, destroys, and resets to the seed', async () => {
    const sim = await startGitlabSim({ plan: 'premium' });
    sims.push(sim);
    expect(await rules(sim)).toEqual({
      count: 1,
      nodes: [{ id: 'gid://gitlab/Projects::TargetBranchRule/1', name: 'docs/*', targetBranch: 'main', createdAt: '2025-04-02T08:30:00.000Z' }],
      pageInfo: { hasNextPage: false },
    });
    const input = { projectId: 'gid://gitlab/Project/42', name: 'hotfix/*', targetBranch: 'main' };
    expect((await graphql(sim, CREATE, { input })).data).toEqual({
      projectTargetBranchRuleCreate: { targetBranchRule: { id: 'gid://gitlab/Projects::TargetBranchRule/2', name: 'hotfix/*', targetBranch: 'main' }, errors: [] },
    });
    expect((await graphql(sim, CREATE, { input })).data).toEqual({ projectTargetBranchRuleCreate: { targetBranchRule: null, errors: ['Name has already been taken'] } });
    expect((await graphql(sim, DESTROY, { input: { id: 'gid://gitlab/Projects::TargetBranchRule/1' } })).data).toEqual({ projectTargetBranchRuleDestroy: { errors: [] } });
    expect(await rules(sim)).toMatchObject({ count: 1, nodes: [{ name: 'hotfix/*' }] });
    const gone = await graphql(sim, DESTROY, { input: { id: 'gid://gitlab/Projects::TargetBranchRule/1' } });
    expect(gone.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    sim.reset();
    expect(await rules(sim)).toMatchObject({ count: 1, nodes: [{ name: 'docs/*' }] });
  });

  it('has no rules and refuses changes without the licence (Free)', async () => {
    const sim = await startGitlabSim();
    sims.push(sim);
    expect(await rules(sim)).toEqual({ count: 0, nodes: [], pageInfo: { hasNextPage: false } });
    const res = await graphql(sim, CREATE, { input: { projectId: 'gid://gitlab/Project/42', name: 'x', targetBranch: 'main' } });
    expect(res.data).toEqual({ projectTargetBranchRuleCreate: null });
    expect(res.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
  });
});
