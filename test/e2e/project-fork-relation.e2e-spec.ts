import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

const ROUTE = '/api/v4/projects/42/fork/43';

/** project.create_fork_relation: 401 and 403 mean different things on this route (E-38, E-39). */
describe('project.create_fork_relation refusals and fork relations', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: id, params, ...(confirm === undefined ? {} : { confirm }) } }) as Promise<Result>;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  afterEach(() => sim.faults.clear());

  it('E-38 E-39 a 401 says the namespace of project_id cannot hold a fork of forked_from_id', async () => {
    sim.faults.add({ method: 'POST', path: ROUTE, status: 401, body: { message: '401 Unauthorized' } });
    const r = await call('project.create_fork_relation', { project_id: '42', forked_from_id: '43' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(
      /^projectCreateForkRelation: unauthorized: .*Suggestion: the namespace of project_id is not one in which forked_from_id can be forked: POST http:\/\/127\.0\.0\.1:\d+\/api\/v4\/projects\/42\/fork\/43: 401 \{message: 401 Unauthorized\}$/,
    );
    expect(textOf(r)).not.toContain('you lack Owner');
  });

  it('E-39 a 403 names the Owner role and the fork rights instead', async () => {
    sim.faults.add({ method: 'POST', path: ROUTE, status: 403, body: { message: '403 Forbidden' } });
    const r = await call('project.create_fork_relation', { project_id: '42', forked_from_id: '43' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(
      /^projectCreateForkRelation: access denied: .*Suggestion: you lack Owner on project_id, the right to create forks in its top-level namespace \(Maintainer or Owner when it is a group\), or the right to fork forked_from_id: POST http:\/\/127\.0\.0\.1:\d+\/api\/v4\/projects\/42\/fork\/43: 403 \{message: 403 Forbidden\}$/,
    );
    expect(textOf(r)).not.toContain('can be forked:');
  });

  it('E-37 a 401 that rejects the token itself gets no permission hint', async () => {
    sim.faults.add({ method: 'POST', path: ROUTE, status: 401, body: { error: 'invalid_token', error_description: 'Token was revoked.' } });
    const r = await call('project.create_fork_relation', { project_id: '42', forked_from_id: '43' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).not.toContain('Suggestion:');
  });

  it('links a project to its upstream; linking a fork again is GitLab’s 409 with the unlink hint', async () => {
    const r = await call('project.create_fork_relation', { project_id: '42', forked_from_id: 'acme/frontend' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ id: 42, forked_from_project: { id: 43, path_with_namespace: 'acme/frontend' } });
    expect(textOf(r)).toContain('- **Forked from**: acme/frontend');

    const again = await call('project.create_fork_relation', { project_id: '42', forked_from_id: '43' });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toMatch(/^projectCreateForkRelation: conflict: .*\(\{message: Project already forked\}\)\. Suggestion: project_id is already a fork; project\.delete_fork_relation removes the existing relation first/);
  });

  it('removing the relation needs confirmation; afterwards the project is no fork', async () => {
    const refused = await call('project.delete_fork_relation', { project_id: '44' });
    expect(refused.isError).toBe(true);
    const r = await call('project.delete_fork_relation', { project_id: '44' }, true);
    expect(r.isError).toBeFalsy();
    const forks = await call('project.list_forks', { project_id: '42' });
    expect((forks.structuredContent?.projects as { id: number }[]).map((p) => p.id)).toEqual([]);
    const twice = await call('project.delete_fork_relation', { project_id: '44' }, true);
    expect(twice.isError).toBe(true);
    expect(textOf(twice)).toContain('Suggestion: the project is not a fork (project.get shows forked_from_project)');
  });
});
