import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { CLASSIFICATION, confirmationRefusal } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

interface Member {
  username: string;
  access_level: number;
}

/**
 * Onboarding a team the way a model drives it (part 1): create a subgroup under my-org, give bob
 * the Developer role, list everyone with a role (inherited ones included), share the subgroup with
 * the ops group, read the members back as a resource, and remove bob (destructive: confirmed).
 * Seed: my-org (30) has demo as Owner and alice as Maintainer; ops (11) has alice as Maintainer.
 */
describe.each(SURFACES)('story: group onboarding on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let groupId: number;
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> => callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  const gitlabCalls = (): string[] => sim.requests.map((r) => `${r.method} ${r.path}`);

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-10 group.create makes the subgroup my-org/onboarding, public like its parent', async () => {
    const r = await call('group.create', { name: 'Onboarding', path: 'onboarding', parent_id: 30, description: 'New joiners' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: 'Onboarding', path: 'onboarding', full_path: 'my-org/onboarding', full_name: 'My Org / Onboarding', parent_id: 30, visibility: 'public' });
    groupId = r.structuredContent?.['id'] as number;
    expect(textOf(r)).toMatch(/^## Group created: my-org\/onboarding\n\n- \*\*ID\*\*: \d+\n- \*\*Name\*\*: My Org \/ Onboarding\n- \*\*Visibility\*\*: public\n- \*\*Parent group ID\*\*: 30\n/);
    const again = await call('group.create', { name: 'Onboarding 2', path: 'onboarding', parent_id: 30 });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toBe(
      `groupCreate: ${CLASSIFICATION[400]} ({message: {path: [has already been taken]}}). Suggestion: the path or name is already taken in that parent; pick another path: POST ${sim.url}/api/v4/groups: 400 {message: {path: [has already been taken]}}`,
    );
  });

  it('A-10 group.group_member_add gives bob the Developer role; a second time GitLab answers 409', async () => {
    const r = await call('group.group_member_add', { group_id: 'my-org/onboarding', username: 'bob', access_level: 30 });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ id: 4, username: 'bob', access_level: 30, created_by: { username: 'demo' } });
    expect(textOf(r)).toMatch(/^## Member added: bob\n\n- \*\*Name\*\*: Bob Chen\n- \*\*User ID\*\*: 4\n- \*\*Role\*\*: Developer \(30\)\n/);
    const again = await call('group.group_member_add', { group_id: 'my-org/onboarding', user_id: 4, access_level: 30 });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toBe(
      `groupMemberAdd: ${CLASSIFICATION[409]} ({message: Member already exists}). Suggestion: the user is already a member; use group.group_member_edit to change the role: POST ${sim.url}/api/v4/groups/my-org%2Fonboarding/members: 409 {message: Member already exists}`,
    );
  });

  it('A-33 group.members lists the creator (Owner), alice inherited from my-org (Maintainer) and bob', async () => {
    const r = await call('group.members', { group_id: 'my-org/onboarding' });
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent?.['members'] as Member[]).map((m) => [m.username, m.access_level])).toEqual([
      ['demo', 50],
      ['alice', 40],
      ['bob', 30],
    ]);
    expect(textOf(r)).toContain(
      [
        '## Members of group my-org/onboarding',
        '',
        '| Username | Name | User ID | Role | Membership | Expires |',
        '| --- | --- | --- | --- | --- | --- |',
        '| demo | Demo User | 1 | Owner (50) | active | — |',
        '| alice | Alice Martin | 3 | Maintainer (40) | active | — |',
        '| bob | Bob Chen | 4 | Developer (30) | active | — |',
      ].join('\n'),
    );
  });

  it('A-10 group.share_with_group shares it with ops as Reporter; group.get shows the share', async () => {
    const r = await call('group.share_with_group', { group_id: String(groupId), share_group_id: 11, group_access: 20 });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent?.['shared_with_groups']).toEqual([{ group_id: 11, group_name: 'Ops', group_full_path: 'ops', group_access_level: 20 }]);
    expect(r.structuredContent).not.toHaveProperty('runners_token');
    const got = await call('group.get', { group_id: 'my-org/onboarding' });
    expect(textOf(got)).toContain('- **Shared with groups**: ops as Reporter (20)');
    expect(JSON.stringify(got)).not.toContain('GR1348941');
  });

  it('A-60 gitlab://group/{group_id}/members reads the same members back', async () => {
    const read = (await server.client.readResource({ uri: `gitlab://group/${groupId}/members` })) as { contents: { text?: string }[] };
    const body = JSON.parse(read.contents[0]?.text ?? '{}') as { members: Member[] };
    expect(body.members.map((m) => [m.username, m.access_level])).toEqual([
      ['demo', 50],
      ['alice', 40],
      ['bob', 30],
    ]);
  });

  it('A-60 gitlab://groups, gitlab://group/{group_id} and gitlab://group/{group_id}/projects read live groups and projects', async () => {
    const json = async (uri: string): Promise<Record<string, unknown>> => JSON.parse(((await server.client.readResource({ uri })) as { contents: { text?: string }[] }).contents[0]?.text ?? '{}') as Record<string, unknown>;
    const groups = (await json('gitlab://groups'))['groups'] as { full_path: string }[];
    expect(groups.map((g) => g.full_path)).toEqual(expect.arrayContaining(['acme', 'my-org', 'my-org/onboarding']));
    expect(await json(`gitlab://group/${groupId}`)).toMatchObject({ id: groupId, full_path: 'my-org/onboarding', parent_id: 30 });
    const projects = (await json('gitlab://group/acme/projects'))['projects'] as { path_with_namespace: string }[];
    expect(projects.map((p) => p.path_with_namespace).sort()).toEqual(['acme/backend', 'acme/frontend']);
  });

  it('A-62 group_id completes with the real group paths', async () => {
    const c = await server.client.complete({ ref: { type: 'ref/prompt', name: 'team_overview' }, argument: { name: 'group_id', value: 'onboard' } });
    expect(c.completion.values).toEqual(['my-org/onboarding']);
  });

  it('A-16 removing bob needs confirmation; once confirmed he is gone and group_member_get says where to look', async () => {
    sim.clearRequests();
    const refused = await call('group.group_member_remove', { group_id: String(groupId), user_id: 4 });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'group.group_member_remove'));
    expect(gitlabCalls()).toEqual([]);
    const r = await call('group.group_member_remove', { group_id: String(groupId), user_id: 4 }, true);
    expect(r.isError).toBeFalsy();
    expect(gitlabCalls()).toEqual([`DELETE /api/v4/groups/${groupId}/members/4`]);
    expect(textOf(r)).toMatch(new RegExp(`^## Member 4 removed from group ${groupId}\\n`));
    const gone = await call('group.group_member_get', { group_id: String(groupId), user_id: 4 });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toBe(
      `groupMemberGet: ${CLASSIFICATION[404]}. Suggestion: the user is not a direct member; use group.group_member_get_inherited for inherited roles or group.members to list everyone: 404 Not Found`,
    );
  });
});
