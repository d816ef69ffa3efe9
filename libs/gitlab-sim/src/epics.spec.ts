import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { GRAPHQL_SCHEMA } from '../../../test/fixtures/paths';
import { startGitlabSim, type GitlabSim } from './index';

const EPIC = /* GraphQL */ `
  query Epic($fullPath: ID!, $iid: String!) {
    namespace(fullPath: $fullPath) {
      workItem(iid: $iid) {
        id iid title state workItemType { name }
        widgets {
          type
          ... on WorkItemWidgetLabels { labels(first: 10) { nodes { id title } } }
          ... on WorkItemWidgetHierarchy { parent { iid } children(first: 10) { nodes { id workItemType { name } } } }
          ... on WorkItemWidgetNotes { discussions(first: 10) { nodes { id resolved notes(first: 10) { nodes { id body author { username } } } } } }
        }
      }
    }
  }
`;
const EPICS = /* GraphQL */ `
  query Epics($fullPath: ID!) { namespace(fullPath: $fullPath) { workItems(types: [EPIC], sort: CREATED_ASC) { nodes { iid } } } }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: WorkItemCreateInput!) { workItemCreate(input: $input) { workItem { id iid } errors } }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: WorkItemUpdateInput!) { workItemUpdate(input: $input) { workItem { id state } errors } }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: WorkItemDeleteInput!) { workItemDelete(input: $input) { errors } }
`;
const ADD_CHILD = /* GraphQL */ `
  mutation Add($input: WorkItemHierarchyAddChildrenItemsInput!) { workItemHierarchyAddChildrenItems(input: $input) { addedChildren { id } errors } }
`;
const UPDATE_NOTE = /* GraphQL */ `
  mutation UpdateNote($input: UpdateNoteInput!) { updateNote(input: $input) { note { id body } errors } }
`;

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}

type Node = { type: string; labels?: { nodes: { title: string }[] }; parent?: { iid: string } | null; children?: { nodes: { id: string; workItemType: { name: string } }[] }; discussions?: { nodes: { notes: { nodes: { id: string }[] } }[] } };

describe('gitlab-sim epics (work items of type Epic in groups)', () => {
  let sim: GitlabSim;
  const graphql = async (query: string, variables: Record<string, unknown> = {}, token: string | null = sim.tokens.api): Promise<Answer> => {
    const res = await fetch(`${sim.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  };
  const rest = async (path: string): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${sim.url}/api/v4${path}`, { headers: { Authorization: `Bearer ${sim.tokens.api}` } });
    return { status: res.status, body: await res.json() };
  };
  const widgets = async (iid: string): Promise<Node[]> => {
    const a = await graphql(EPIC, { fullPath: 'acme', iid });
    return ((a.data?.['namespace'] as { workItem: { widgets: Node[] } }).workItem.widgets);
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
  });
  afterAll(() => sim.close());
  beforeEach(() => sim.reset());

  it('A-36 uses only documents valid against GitLab\'s real schema', () => {
    const real = buildSchema(readFileSync(GRAPHQL_SCHEMA, 'utf8'));
    for (const doc of [EPIC, EPICS, CREATE, UPDATE, DELETE, ADD_CHILD, UPDATE_NOTE]) expect(validate(real, parse(doc)).map((e) => e.message)).toEqual([]);
  });

  it('serves seeded epic &1 of acme with its label, child issues 1001 and 1002, child epic &2 and a thread', async () => {
    const a = await graphql(EPIC, { fullPath: 'acme', iid: '1' });
    expect(a.errors).toBeUndefined();
    expect(a.data?.['namespace']).toMatchObject({ workItem: { id: 'gid://gitlab/WorkItem/901', title: 'Public beta', state: 'OPEN', workItemType: { name: 'Epic' } } });
    const w = await widgets('1');
    expect(w.find((x) => x.type === 'LABELS')?.labels?.nodes.map((l) => l.title)).toEqual(['roadmap']);
    expect(w.find((x) => x.type === 'HIERARCHY')?.children?.nodes.map((c) => [c.id, c.workItemType.name])).toEqual([
      ['gid://gitlab/WorkItem/902', 'Epic'],
      ['gid://gitlab/WorkItem/1001', 'Issue'],
      ['gid://gitlab/WorkItem/1002', 'Issue'],
    ]);
    expect(w.find((x) => x.type === 'NOTES')?.discussions?.nodes[0]?.notes.nodes.map((n) => n.id)).toEqual(['gid://gitlab/Note/3001', 'gid://gitlab/Note/3002']);
    expect((await widgets('2')).find((x) => x.type === 'HIERARCHY')?.parent).toEqual({ iid: '1' });
  });

  it('shows no epic to a caller without a token, and a project path has no epics', async () => {
    expect((await graphql(EPIC, { fullPath: 'acme', iid: '1' }, null)).data).toEqual({ namespace: { workItem: null } });
    expect((await graphql(EPICS, { fullPath: 'acme/backend' })).data).toEqual({ namespace: { workItems: { nodes: [] } } });
  });

  it('creates, closes and deletes an epic; numbering continues after the seed', async () => {
    const created = await graphql(CREATE, { input: { namespacePath: 'acme', title: 'Mobile app', workItemTypeId: 'gid://gitlab/WorkItems::Type/8' } });
    const item = (created.data?.['workItemCreate'] as { workItem: { id: string; iid: string } }).workItem;
    expect(item.iid).toBe('4');
    expect(((await graphql(EPICS, { fullPath: 'acme' })).data?.['namespace'] as { workItems: { nodes: { iid: string }[] } }).workItems.nodes.map((n) => n.iid)).toEqual(['1', '2', '3', '4']);
    expect((await graphql(UPDATE, { input: { id: item.id, stateEvent: 'CLOSE' } })).data).toEqual({ workItemUpdate: { workItem: { id: item.id, state: 'CLOSED' }, errors: [] } });
    expect((await graphql(DELETE, { input: { id: item.id } })).data).toEqual({ workItemDelete: { errors: [] } });
    expect((await graphql(EPIC, { fullPath: 'acme', iid: '4' })).data).toEqual({ namespace: { workItem: null } });
  });

  it('a blank title is GitLab\'s payload error, not a change', async () => {
    const a = await graphql(CREATE, { input: { namespacePath: 'acme', title: ' ', workItemTypeId: 'gid://gitlab/WorkItems::Type/8' } });
    expect(a.data).toEqual({ workItemCreate: { workItem: null, errors: ["Title can't be blank"] } });
  });

  it('a Developer who is not the author cannot delete alice\'s epic, nor edit her comment', async () => {
    const del = await graphql(DELETE, { input: { id: 'gid://gitlab/WorkItem/901' } });
    expect(del.errors?.map((e) => e.message)).toEqual(["The resource that you are attempting to access does not exist or you don't have permission to perform this action"]);
    const edit = await graphql(UPDATE_NOTE, { input: { id: 'gid://gitlab/Note/3001', body: 'changed' } });
    expect(edit.errors).toHaveLength(1);
    expect((await graphql(EPIC, { fullPath: 'acme', iid: '1' })).data?.['namespace']).toMatchObject({ workItem: { title: 'Public beta' } });
  });

  it('moves an issue between epics (an issue has one epic at most) and unlinks it through its own parentId', async () => {
    const added = await graphql(ADD_CHILD, { input: { id: 'gid://gitlab/WorkItem/902', childrenIds: ['gid://gitlab/WorkItem/1001'] } });
    expect(added.data).toEqual({ workItemHierarchyAddChildrenItems: { addedChildren: [{ id: 'gid://gitlab/WorkItem/1001' }], errors: [] } });
    const children = async (iid: string) => (await widgets(iid)).find((x) => x.type === 'HIERARCHY')?.children?.nodes.map((c) => c.id);
    expect(await children('1')).toEqual(['gid://gitlab/WorkItem/902', 'gid://gitlab/WorkItem/1002']);
    expect(await children('2')).toEqual(['gid://gitlab/WorkItem/1001']);
    await graphql(UPDATE, { input: { id: 'gid://gitlab/WorkItem/1001', hierarchyWidget: { parentId: null } } });
    expect(await children('2')).toEqual([]);
  });

  it('records label events when labels change, served over REST', async () => {
    const add = await graphql(UPDATE, { input: { id: 'gid://gitlab/WorkItem/903', labelsWidget: { addLabelIds: [] } } });
    expect(add.errors).toBeUndefined();
    const events = await rest('/groups/acme/epics/3/resource_label_events');
    expect(events.status).toBe(200);
    expect((events.body as { id: number; action: string; label: { name: string }; resource_type: string }[]).map((e) => [e.id, e.action, e.label.name, e.resource_type])).toEqual([
      [4002, 'add', 'tech-debt', 'Epic'],
      [4003, 'remove', 'tech-debt', 'Epic'],
    ]);
    const labelId = (events.body as { label: { id: number } }[])[0]?.label.id;
    await graphql(UPDATE, { input: { id: 'gid://gitlab/WorkItem/903', labelsWidget: { addLabelIds: [`gid://gitlab/GroupLabel/${labelId}`] } } });
    const after = (await rest('/groups/acme/epics/3/resource_label_events')).body as { action: string; label: { name: string } }[];
    expect(after.map((e) => `${e.action} ${e.label.name}`)).toEqual(['add tech-debt', 'remove tech-debt', 'add tech-debt']);
    expect((await widgets('3')).find((x) => x.type === 'LABELS')?.labels?.nodes.map((l) => l.title)).toEqual(['tech-debt']);
  });

  it('serves child epics, epic boards and GitLab\'s 404s over REST', async () => {
    const links = await rest('/groups/10/epics/1/epics');
    expect((links.body as { iid: number; parent_iid: number }[]).map((e) => [e.iid, e.parent_iid])).toEqual([[2, 1]]);
    expect((await rest('/groups/acme/-/epics/1/epics')).status).toBe(200);
    expect(await rest('/groups/acme/epics/99/epics')).toEqual({ status: 404, body: { message: '404 Epic Not Found' } });
    expect(await rest('/groups/nope/epic_boards')).toEqual({ status: 404, body: { message: '404 Group Not Found' } });
    const board = (await rest('/groups/acme/epic_boards/1')).body as { name: string; lists: { list_type: string }[] };
    expect([board.name, board.lists.map((l) => l.list_type)]).toEqual(['Roadmap', ['backlog', 'label', 'closed']]);
  });
});
