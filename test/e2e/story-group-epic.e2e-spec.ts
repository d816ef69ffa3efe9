import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { confirmationRefusal } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const NEXT = '\n\n---\n💡 **Next steps:**\n';

/**
 * An epic the way a model plans with one (A-37, epics as work items of type Epic over GraphQL):
 * create it in the seeded Acme group, attach two of acme/backend's issues, order them, start a
 * discussion and reply, resolve it and edit a note, take a child out (destructive: confirmation
 * first), then delete the epic (destructive too). The seed has epics &1..&3 in acme, so the new
 * epic is &4; comments are numbered from 3100.
 */
describe.each(SURFACES)('story: a group epic with child issues and a discussion on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let discussionId = '';
  const call = (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> => callAction(server.client, surface, id, params, confirm) as Promise<Result>;
  const issueIds = async (): Promise<number[]> => {
    const r = await call('group.epic_issue_list', { group_id: 'acme', epic_iid: 4 });
    expect(r.isError).toBeFalsy();
    return (r.structuredContent?.issues as { issue_id: number }[]).map((i) => i.issue_id);
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_TIER: 'premium' } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-37 group.epic_create makes epic &4 in acme, authored by the caller', async () => {
    const r = await call('group.epic_create', { group_id: 'acme', title: 'Mobile app', description: 'iOS and Android clients.', start_date: '2025-07-01', due_date: '2025-12-31' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ iid: '4', title: 'Mobile app', state: 'OPEN', author_username: 'demo', start_date: '2025-07-01', due_date: '2025-12-31', confidential: false });
    expect(String(r.structuredContent?.id)).toMatch(/^gid:\/\/gitlab\/WorkItem\/\d+$/);
    expect(textOf(r)).toMatch(/^## Created epic &4\n\n- \*\*ID\*\*: gid:\/\/gitlab\/WorkItem\/\d+\n- \*\*IID\*\*: 4\n- \*\*State\*\*: OPEN\n/);
    const list = await call('group.epic_list', { group_id: 'acme', search: 'mobile' });
    expect((list.structuredContent?.epics as { iid: string }[]).map((e) => e.iid)).toEqual(['4']);
  });

  it('A-37 group.epic_issue_assign attaches issues 1003 and 1004; group.epic_issue_list shows them in that order', async () => {
    for (const issue of [1003, 1004]) {
      const r = await call('group.epic_issue_assign', { group_id: 'acme', epic_iid: 4, issue_id: issue });
      expect(r.isError).toBeFalsy();
      expect(r.structuredContent).toMatchObject({ epic_iid: 4, issue: { issue_id: issue, id: `gid://gitlab/WorkItem/${issue}`, type: 'Issue' } });
      expect(textOf(r)).toMatch(new RegExp(`^## Issue ${issue} added to epic &4\n`));
    }
    expect(await issueIds()).toEqual([1003, 1004]);
    const r = await call('group.epic_issue_list', { group_id: 'acme', epic_iid: 4 });
    expect(textOf(r)).toMatch(/^## Issues of epic &4\n\n\| Issue ID \| IID \| State \| URL \|/);
    expect(textOf(r)).toContain('_All results shown._');
  });

  it('A-37 group.epic_issue_update moves 1004 before 1003', async () => {
    const r = await call('group.epic_issue_update', { group_id: 'acme', epic_iid: 4, issue_id: 1004, move_before_id: 1003 });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toMatch(/^## Issue 1004 moved before issue 1003 in epic &4\n/);
    expect(await issueIds()).toEqual([1004, 1003]);
  });

  it('A-37 starts a discussion and replies to it', async () => {
    const started = await call('group.epic_discussion_create', { group_id: 'acme', epic_iid: 4, body: 'Do we ship both platforms at once?' });
    expect(started.isError).toBeFalsy();
    discussionId = String(started.structuredContent?.id);
    expect(discussionId).toMatch(/^[0-9a-f]{40}$/);
    expect(started.structuredContent).toMatchObject({ resolved: false, notes: [{ id: 3100, body: 'Do we ship both platforms at once?', author: { username: 'demo' } }] });
    const reply = await call('group.epic_discussion_add_note', { group_id: 'acme', epic_iid: 4, discussion_id: discussionId, body: 'Android first, iOS a month later.' });
    expect(reply.isError).toBeFalsy();
    expect(reply.structuredContent).toMatchObject({ id: 3101, discussion_id: discussionId, body: 'Android first, iOS a month later.' });
    const list = await call('group.epic_discussion_list', { group_id: 'acme', epic_iid: 4 });
    expect((list.structuredContent?.discussions as { id: string; notes: unknown[] }[]).map((d) => [d.id, d.notes.length])).toEqual([[discussionId, 2]]);
    expect(list.structuredContent?.page_info).toEqual({ has_next_page: false, has_previous_page: false, start_cursor: expect.any(String), end_cursor: expect.any(String) });
  });

  it('A-37 resolves the discussion and edits the reply; group.epic_discussion_get shows both', async () => {
    const resolved = await call('group.epic_discussion_update_note', { group_id: 'acme', epic_iid: 4, discussion_id: discussionId, note_id: 3100, resolved: true });
    expect(resolved.isError).toBeFalsy();
    expect(resolved.structuredContent).toMatchObject({ id: 3100, resolved: true, resolved_by: { username: 'demo' } });
    expect(textOf(resolved)).toMatch(/^## Note 3100: discussion resolved\n/);
    const edited = await call('group.epic_note_update', { group_id: 'acme', epic_iid: 4, note_id: 3101, body: 'Android first; iOS follows in August.' });
    expect(edited.isError).toBeFalsy();
    expect(edited.structuredContent).toMatchObject({ id: 3101, body: 'Android first; iOS follows in August.' });
    const r = await call('group.epic_discussion_get', { group_id: 'acme', epic_iid: 4, discussion_id: discussionId });
    expect(r.structuredContent).toMatchObject({ id: discussionId, resolved: true, notes: [{ id: 3100 }, { id: 3101, body: 'Android first; iOS follows in August.' }] });
    expect(textOf(r)).toContain(`## Discussion on epic &4\n\n### Discussion ${discussionId}\n\n- **Notes**: 2\n- **Resolved**: yes`);
    const notes = await call('group.epic_note_list', { group_id: 'acme', epic_iid: 4 });
    expect((notes.structuredContent?.notes as { id: number }[]).map((n) => n.id)).toEqual([3100, 3101]);
  });

  it('A-16 removing a child issue is refused without confirmation and nothing reaches GitLab', async () => {
    sim.clearRequests();
    const r = await call('group.epic_issue_remove', { group_id: 'acme', epic_iid: 4, issue_id: 1003 });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(confirmationRefusal(surface, 'group.epic_issue_remove'));
    expect(sim.requests).toEqual([]);
  });

  it('A-37 confirmed, issue 1003 leaves the epic and stays an issue', async () => {
    const r = await call('group.epic_issue_remove', { group_id: 'acme', epic_iid: 4, issue_id: 1003 }, true);
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toBe(
      `## Issue 1003 removed from epic &4\n\n- **Result**: Issue 1003 is no longer a child of epic &4; the issue itself is unchanged.${NEXT}- group.epic_issue_list to see the remaining issues\n- group.epic_issue_assign to add it back`,
    );
    expect(await issueIds()).toEqual([1004]);
    const again = await call('group.epic_issue_remove', { group_id: 'acme', epic_iid: 4, issue_id: 1003 }, true);
    expect(again.isError).toBe(true);
    expect(textOf(again)).toContain('issue 1003 is not a child of epic &4; nothing was changed');
  });

  it('A-16 deleting the epic needs confirmation; confirmed, epic &4 is gone', async () => {
    sim.clearRequests();
    const refused = await call('group.epic_delete', { group_id: 'acme', epic_iid: 4 });
    expect(textOf(refused)).toBe(confirmationRefusal(surface, 'group.epic_delete'));
    expect(sim.requests).toEqual([]);
    const r = await call('group.epic_delete', { group_id: 'acme', epic_iid: 4 }, true);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ group_id: 'acme', epic_iid: 4, message: 'Epic &4 deleted with its comments; its child issues remain, without an epic.' });
    const gone = await call('group.epic_get', { group_id: 'acme', epic_iid: 4 });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain('no epic 4 in group acme, or the token cannot see it. Use group.epic_list to see the group\'s epics.');
  });
});
