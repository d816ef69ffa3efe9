import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { CLASSIFICATION, notFoundCard } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const ENV = 'review/story-login';
const NEEDS_CONFIRMATION = 'Re-send with confirm=true only after the user explicitly approves this operation.';

/** The refusal each surface gives a destructive call without confirmation, from a client that cannot elicit (E-61, E-63). */
function refusal(surface: Surface, id: string): string {
  if (surface === 'dynamic') return `gitlab_execute_action: action "${id}" is destructive. ${NEEDS_CONFIRMATION}`;
  const [domain, action] = id.split('.');
  return `Confirm gitlab_${domain}/${action}? This action may be irreversible. The connected client cannot prompt for confirmation. ${NEEDS_CONFIRMATION}`;
}

/**
 * A review app from start to finish, the way a model drives it: create an environment, record a
 * deployment to it, list the deployments, stop the environment (destructive: refused without
 * confirmation on every surface, done with it), read it back stopped, then delete it.
 */
describe.each(SURFACES)('story: environment and deployment on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let environmentId = 0;
  let sha = '';
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
    callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
    const main = await call('branch.get', { project_id: '42', branch: 'main' });
    sha = (main.structuredContent?.commit as { id: string }).id;
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('creates a review environment', async () => {
    const r = await call('environment.create', { project_id: '42', name: ENV, external_url: 'https://story-login.review.example.com', tier: 'development' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: ENV, state: 'available', tier: 'development', external_url: 'https://story-login.review.example.com' });
    environmentId = r.structuredContent?.id as number;
    expect(textOf(r)).toMatch(/^## Environment created: review\/story-login\n\n- \*\*ID\*\*: \d+\n- \*\*State\*\*: available\n- \*\*Tier\*\*: development\n/);
  });

  it('records a deployment of main to it', async () => {
    const r = await call('environment.deployment_create', { project_id: '42', environment: ENV, sha, ref: 'main', tag: false, status: 'success' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ status: 'success', ref: 'main', sha, environment: { id: environmentId, name: ENV }, user: { username: 'demo' } });
    expect(textOf(r)).toContain(`- **Environment**: ${ENV}`);
    expect(textOf(r)).toContain('- environment.deployment_update to change its status when it finishes');
  });

  it('lists the deployments of the environment', async () => {
    const r = await call('environment.deployment_list', { project_id: '42', environment: ENV });
    expect(r.isError).toBeFalsy();
    const deployments = r.structuredContent?.deployments as { environment: { name: string }; sha: string }[];
    expect(deployments).toHaveLength(1);
    expect(deployments[0]).toMatchObject({ environment: { name: ENV }, sha });
    expect(r.structuredContent?.pagination).toMatchObject({ page: 1, total_items: 1, has_more: false });
    expect(textOf(r)).toMatch(/^## Deployments of project 42\n\n\| IID \| ID \| Environment \| Status \| Ref \| SHA \| By \| Created \|/);
    expect(textOf(r)).toContain(`| ${ENV} | success | main | ${sha.slice(0, 8)} | @demo |`);
  });

  it('the environment now names its last deployment', async () => {
    const r = await call('environment.get', { project_id: '42', environment_id: environmentId });
    expect(r.structuredContent).toMatchObject({ state: 'available', last_deployment: { sha, status: 'success' } });
    expect(textOf(r)).toContain('- **Last deployment**: #');
  });

  it('E-61 E-63 stopping without confirmation is refused with the surface’s own sentence and nothing reaches GitLab', async () => {
    sim.clearRequests();
    const r = await call('environment.stop', { project_id: '42', environment_id: environmentId });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(refusal(surface, 'environment.stop'));
    expect(gitlabCalls()).toEqual([]);
  });

  it('stops the environment once confirmed', async () => {
    const r = await call('environment.stop', { project_id: '42', environment_id: environmentId }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`POST /api/v4/projects/42/environments/${environmentId}/stop`]);
    expect(r.structuredContent).toMatchObject({ id: environmentId, state: 'stopped' });
    expect(textOf(r)).toMatch(/^## Environment stopped: review\/story-login\n/);
  });

  it('environment.get shows it stopped, with the delete as next step', async () => {
    const r = await call('environment.get', { project_id: '42', environment_id: environmentId });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: ENV, state: 'stopped' });
    expect(textOf(r)).toContain('- **State**: stopped');
    expect(textOf(r)).toContain('- environment.delete to remove this stopped environment');
  });

  it('GitLab refuses to delete an environment that is still available; the suggestion says to stop it first', async () => {
    const r = await call('environment.delete', { project_id: '42', environment_id: 2 }, true);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      `environmentDelete: ${CLASSIFICATION[403]}. Suggestion: GitLab deletes only stopped environments: run environment.stop first, then delete; it also needs the Developer role or higher: DELETE ${sim.url}/api/v4/projects/42/environments/2: 403 {message: 403 Forbidden}`,
    );
  });

  it('deletes the stopped environment once confirmed', async () => {
    expect((await call('environment.delete', { project_id: '42', environment_id: environmentId })).isError).toBe(true);
    const r = await call('environment.delete', { project_id: '42', environment_id: environmentId }, true);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ project_id: '42', environment_id: environmentId });
  });

  it('E-30 environment.get on a missing environment renders the not-found card', async () => {
    const r = await call('environment.get', { project_id: '42', environment_id: environmentId });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(textOf(r)).toBe(
      [
        '## ❓ Environment Not Found',
        '',
        `The environment **${environmentId} in project 42** does not exist or is not accessible with your current permissions.`,
        '',
        '---',
        '💡 **Next steps:**',
        "- Use action 'environment.list' to list the project's environments and their numeric IDs",
        '- Verify the project ID and the environment ID (environments are addressed by ID, not by name)',
      ].join('\n'),
    );
  });

  it('E-30 environment.deployment_get on a missing deployment renders the not-found card', async () => {
    const r = await call('environment.deployment_get', { project_id: '42', deployment_id: 9999 });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(notFoundCard('Deployment', '9999 in project 42', [
        "Use action 'environment.deployment_list' to list the project's deployments and their numeric IDs",
        'Verify the project ID and the deployment ID (the ID, not the per-project number iid)',
      ]));
  });
});
