import { GraphQLError } from 'graphql';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { canReadProject, effectiveAccess } from '../store/access.policy';
import type { SimData, SimIssue, SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';
import { connection, type ConnectionArgs } from './cursor.paginator';
import type { GraphqlRequestContext } from './gitlab-graphql.resolver';

type Resolved = Record<string, unknown>;

/** GitLab's built-in work item types the simulated issues can have. */
const TYPES: ReadonlyArray<{ id: number; name: string; issueType: SimIssue['issueType']; enumName: string }> = [
  { id: 1, name: 'Issue', issueType: 'issue', enumName: 'ISSUE' },
  { id: 2, name: 'Incident', issueType: 'incident', enumName: 'INCIDENT' },
  { id: 3, name: 'Test Case', issueType: 'test_case', enumName: 'TEST_CASE' },
  { id: 5, name: 'Task', issueType: 'task', enumName: 'TASK' },
];

const typeGid = (id: number): string => `gid://gitlab/WorkItems::Type/${id}`;
const gidNumber = (gid: unknown, kind: string): number | undefined => {
  const m = new RegExp(`^gid://gitlab/${kind}/(\\d+)$`).exec(String(gid ?? ''));
  return m ? Number(m[1]) : undefined;
};
/** The simulator has no label records: a label's ID is derived from its name. */
const labelId = (name: string): number => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7);

interface SavedView {
  id: number;
  namespacePath: string;
  name: string;
  description: string | null;
  filters: Record<string, unknown>;
  displaySettings: unknown;
  sort: string;
  isPrivate: boolean;
  authorId: number;
  subscribers: Set<number>;
  updatedAt: string;
}

interface SavedViewState {
  nextId: number;
  views: SavedView[];
}

/** Saved views live beside the seeded world, keyed by its data object, so `reset()` restores the seed. */
const VIEWS = new WeakMap<SimData, SavedViewState>();

function savedViews(ctx: GraphqlRequestContext): SavedViewState {
  let s = VIEWS.get(ctx.store.data);
  if (!s) {
    s = {
      nextId: 2,
      views: [
        {
          id: 1,
          namespacePath: 'acme/backend',
          name: 'Open bugs',
          description: 'Every open bug of the backend',
          filters: { state: 'opened', labelName: ['bug'] },
          displaySettings: {},
          sort: 'UPDATED_DESC',
          isPrivate: false,
          authorId: 1,
          subscribers: new Set([1]),
          updatedAt: '2025-04-10T09:00:00.000Z',
        },
      ],
    };
    VIEWS.set(ctx.store.data, s);
  }
  return s;
}

const notAvailable = (): GraphQLError => new GraphQLError(messages.graphqlResourceNotAvailable());

function userCore(ctx: GraphqlRequestContext, u: SimUser): Resolved {
  return { id: `gid://gitlab/User/${u.id}`, username: u.username, name: u.name, webUrl: `${ctx.baseUrl}/${u.username}` };
}

function page<T>(items: readonly T[], args: ConnectionArgs, key: (t: T) => string, map: (t: T) => Resolved): Resolved {
  const c = connection(items, args, key);
  return { nodes: c.nodes.map(map), pageInfo: c.pageInfo };
}

export function workItem(ctx: GraphqlRequestContext, project: SimProject, issue: SimIssue): Resolved {
  const fullPath = ctx.store.projectFullPath(project);
  const type = TYPES.find((t) => t.issueType === issue.issueType) ?? (TYPES[0] as (typeof TYPES)[number]);
  const author = ctx.store.user(issue.authorId);
  const milestone = issue.milestoneId === null ? undefined : project.milestones.find((m) => m.id === issue.milestoneId);
  const assignees = issue.assigneeIds.flatMap((id) => {
    const u = ctx.store.user(id);
    return u ? [u] : [];
  });
  return {
    id: `gid://gitlab/WorkItem/${issue.id}`,
    iid: String(issue.iid),
    title: issue.title,
    state: issue.state === 'closed' ? 'CLOSED' : 'OPEN',
    description: issue.description,
    confidential: issue.confidential,
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    closedAt: issue.closedAt,
    webUrl: `${ctx.baseUrl}/${fullPath}/-/work_items/${issue.iid}`,
    author: author ? userCore(ctx, author) : null,
    workItemType: { id: typeGid(type.id), name: type.name, iconName: `work-item-${type.issueType.replace('_', '-')}` },
    widgets: [
      { __typename: 'WorkItemWidgetDescription', type: 'DESCRIPTION', description: issue.description },
      {
        __typename: 'WorkItemWidgetLabels',
        type: 'LABELS',
        allowsScopedLabels: false,
        labels: (args: ConnectionArgs) =>
          page([...issue.labels].sort(), args, (l) => l, (l) => ({ id: `gid://gitlab/ProjectLabel/${labelId(l)}`, title: l, color: '#428BCA' })),
      },
      {
        __typename: 'WorkItemWidgetAssignees',
        type: 'ASSIGNEES',
        allowsMultipleAssignees: true,
        canInviteMembers: false,
        assignees: (args: ConnectionArgs) => page(assignees, args, (u) => String(u.id), (u) => userCore(ctx, u)),
      },
      {
        __typename: 'WorkItemWidgetMilestone',
        type: 'MILESTONE',
        milestone: milestone ? { id: `gid://gitlab/Milestone/${milestone.id}`, iid: String(milestone.iid), title: milestone.title, dueDate: milestone.dueDate, startDate: milestone.startDate } : null,
      },
      { __typename: 'WorkItemWidgetStartAndDueDate', type: 'START_AND_DUE_DATE', dueDate: issue.dueDate, startDate: null, isFixed: issue.dueDate !== null, rollUp: false },
      { __typename: 'WorkItemWidgetHierarchy', type: 'HIERARCHY', parent: null, hasParent: false, hasChildren: false },
    ],
  };
}

/** Projects a namespace path covers: the project itself, or a group's projects the caller can read. */
function projectsOf(ctx: GraphqlRequestContext, fullPath: string): { projects: SimProject[]; group?: SimNamespace } | undefined {
  const project = ctx.store.findProject(fullPath);
  if (project && !/^\d+$/.test(fullPath)) return canReadProject(ctx.store, project, ctx.user) ? { projects: [project] } : undefined;
  const group = /^\d+$/.test(fullPath) ? undefined : ctx.store.findGroup(fullPath);
  if (!group) return undefined;
  return { group, projects: ctx.store.data.projects.filter((p) => p.namespaceId === group.id && canReadProject(ctx.store, p, ctx.user)) };
}

function findWorkItem(ctx: GraphqlRequestContext, gid: unknown): { project: SimProject; issue: SimIssue } {
  const id = gidNumber(gid, 'WorkItem');
  for (const project of ctx.store.data.projects) {
    const issue = project.issues.find((i) => i.id === id);
    if (issue && canReadProject(ctx.store, project, ctx.user)) return { project, issue };
  }
  throw notAvailable();
}

function requireWrite(ctx: GraphqlRequestContext, project: SimProject, level: number = ACCESS.PLANNER): void {
  if (!ctx.user || effectiveAccess(ctx.store, project, ctx.user) < level) throw notAvailable();
}

interface WidgetInput {
  assigneesWidget?: { assigneeIds: string[] } | null;
  descriptionWidget?: { description?: string | null } | null;
  milestoneWidget?: { milestoneId?: string | null } | null;
  startAndDueDateWidget?: { dueDate?: string | null; startDate?: string | null } | null;
  confidential?: boolean | null;
  title?: string | null;
}

function applyWidgets(ctx: GraphqlRequestContext, project: SimProject, issue: SimIssue, input: WidgetInput): void {
  if (typeof input.title === 'string') issue.title = input.title;
  if (typeof input.confidential === 'boolean') issue.confidential = input.confidential;
  if (input.descriptionWidget && typeof input.descriptionWidget.description === 'string') issue.description = input.descriptionWidget.description;
  if (input.assigneesWidget) {
    issue.assigneeIds = input.assigneesWidget.assigneeIds.map((g) => gidNumber(g, 'User')).filter((id): id is number => id !== undefined && ctx.store.user(id) !== undefined);
  }
  if (input.milestoneWidget) {
    const id = gidNumber(input.milestoneWidget.milestoneId, 'Milestone');
    issue.milestoneId = id !== undefined && project.milestones.some((m) => m.id === id) ? id : null;
  }
  if (input.startAndDueDateWidget && input.startAndDueDateWidget.dueDate !== undefined) issue.dueDate = input.startAndDueDateWidget.dueDate ?? null;
}

/** Label names of the project whose derived IDs are given (labels no issue carries yet cannot be named). */
function labelNames(project: SimProject, gids: readonly string[] | null | undefined): string[] {
  const known = new Set(project.issues.flatMap((i) => i.labels));
  const wanted = new Set((gids ?? []).map((g) => Number(/(\d+)$/.exec(g)?.[1])));
  return [...known].filter((l) => wanted.has(labelId(l)));
}

function savedView(ctx: GraphqlRequestContext, v: SavedView): Resolved {
  const author = ctx.store.user(v.authorId);
  return {
    id: `gid://gitlab/WorkItems::SavedViews::SavedView/${v.id}`,
    name: v.name,
    description: v.description,
    filters: v.filters,
    displaySettings: v.displaySettings,
    sort: v.sort,
    isPrivate: v.isPrivate,
    private: v.isPrivate,
    subscribed: ctx.user !== undefined && v.subscribers.has(ctx.user.id),
    shareUrl: `${ctx.baseUrl}/${v.namespacePath}/-/work_items?saved_view=${v.id}`,
    updatedAt: v.updatedAt,
    namespaceId: `gid://gitlab/Namespaces::ProjectNamespace/${v.id}`,
    author: author ? userCore(ctx, author) : null,
  };
}

function visibleViews(ctx: GraphqlRequestContext, path: string): SavedView[] {
  return savedViews(ctx).views.filter((v) => v.namespacePath.toLowerCase() === path.toLowerCase() && (!v.isPrivate || v.authorId === ctx.user?.id));
}

function findView(ctx: GraphqlRequestContext, gid: unknown): SavedView {
  const id = gidNumber(gid, 'WorkItems::SavedViews::SavedView');
  const view = savedViews(ctx).views.find((v) => v.id === id && (!v.isPrivate || v.authorId === ctx.user?.id));
  if (!view || !projectsOf(ctx, view.namespacePath)) throw notAvailable();
  return view;
}

interface WorkItemFilterArgs extends ConnectionArgs {
  state?: string | null;
  search?: string | null;
  types?: string[] | null;
  labelName?: string[] | null;
  assigneeUsernames?: string[] | null;
  authorUsername?: string | null;
  iid?: string | null;
  sort?: string | null;
}

function namespace(ctx: GraphqlRequestContext, fullPath: string): Resolved | null {
  const scope = projectsOf(ctx, fullPath);
  if (!scope) return null;
  const entries = (): Array<{ project: SimProject; issue: SimIssue }> =>
    scope.projects.flatMap((project) =>
      project.issues
        .filter((i) => !i.confidential || (ctx.user !== undefined && (effectiveAccess(ctx.store, project, ctx.user) >= ACCESS.PLANNER || i.authorId === ctx.user.id)))
        .map((issue) => ({ project, issue })),
    );
  const path = scope.group ? ctx.store.namespaceFullPath(scope.group) : ctx.store.projectFullPath(scope.projects[0] as SimProject);
  return {
    id: scope.group ? `gid://gitlab/Group/${scope.group.id}` : `gid://gitlab/Namespaces::ProjectNamespace/${(scope.projects[0] as SimProject).id}`,
    fullPath: path,
    name: scope.group ? scope.group.name : (scope.projects[0] as SimProject).name,
    path: scope.group ? scope.group.path : (scope.projects[0] as SimProject).path,
    workItem: (args: { iid: string }) => {
      const hit = scope.group ? undefined : entries().find((e) => String(e.issue.iid) === args.iid);
      return hit ? workItem(ctx, hit.project, hit.issue) : null;
    },
    workItems: (args: WorkItemFilterArgs) => {
      const search = args.search?.toLowerCase();
      const items = entries()
        .filter(({ issue }) => !args.state || args.state === 'all' || issue.state === args.state)
        .filter(({ issue }) => !search || issue.title.toLowerCase().includes(search) || issue.description.toLowerCase().includes(search))
        .filter(({ issue }) => !args.types || args.types.includes((TYPES.find((t) => t.issueType === issue.issueType) ?? TYPES[0])!.enumName))
        .filter(({ issue }) => !args.labelName || args.labelName.every((l) => issue.labels.includes(l)))
        .filter(({ issue }) => !args.assigneeUsernames || args.assigneeUsernames.every((u) => issue.assigneeIds.includes(ctx.store.userByUsername(u)?.id ?? -1)))
        .filter(({ issue }) => !args.authorUsername || issue.authorId === ctx.store.userByUsername(args.authorUsername)?.id)
        .filter(({ issue }) => !args.iid || String(issue.iid) === args.iid)
        .sort((a, b) => {
          const sort = (args.sort ?? 'CREATED_DESC').toUpperCase();
          const field = sort.startsWith('UPDATED') ? 'updatedAt' : sort.startsWith('TITLE') ? 'title' : 'createdAt';
          const cmp = String(a.issue[field]).localeCompare(String(b.issue[field])) || a.issue.id - b.issue.id;
          return sort.endsWith('_ASC') ? cmp : -cmp;
        });
      return page(items, args, (e) => String(e.issue.id), (e) => workItem(ctx, e.project, e.issue));
    },
    workItemTypes: (args: ConnectionArgs & { name?: string | null }) =>
      page(
        TYPES.filter((t) => !args.name || t.enumName === args.name),
        args,
        (t) => String(t.id),
        (t) => ({ id: typeGid(t.id), name: t.name, iconName: `work-item-${t.issueType.replace('_', '-')}` }),
      ),
    savedViews: (args: ConnectionArgs & { id?: string | null; search?: string | null; subscribedOnly?: boolean | null }) => {
      const id = args.id ? gidNumber(args.id, 'WorkItems::SavedViews::SavedView') : undefined;
      const views = visibleViews(ctx, path)
        .filter((v) => id === undefined || v.id === id)
        .filter((v) => !args.search || v.name.toLowerCase().includes(args.search.toLowerCase()))
        .filter((v) => !args.subscribedOnly || (ctx.user !== undefined && v.subscribers.has(ctx.user.id)));
      return page(views, args, (v) => String(v.id), (v) => savedView(ctx, v));
    },
  };
}

/** Root fields of the work-item subset: `namespace(fullPath:)` and the work-item and saved-view mutations. */
export function workItemRoot(ctx: GraphqlRequestContext): Resolved {
  return {
    namespace: (args: { fullPath: string }) => namespace(ctx, String(args.fullPath)),

    workItemCreate: ({ input }: { input: WidgetInput & { namespacePath?: string; projectPath?: string; title: string; workItemTypeId: string; labelsWidget?: { labelIds: string[] } | null } }) => {
      const path = input.namespacePath ?? input.projectPath ?? '';
      const scope = projectsOf(ctx, path);
      const project = scope && !scope.group ? scope.projects[0] : undefined;
      if (!project) throw notAvailable();
      requireWrite(ctx, project);
      const type = TYPES.find((t) => typeGid(t.id) === input.workItemTypeId);
      if (!type) return { errors: ['Work item type is not available in this namespace'], workItem: null };
      if (input.title.trim() === '') return { errors: ["Title can't be blank"], workItem: null };
      const now = new Date().toISOString();
      const issue: SimIssue = {
        id: ctx.store.nextId('issue'),
        iid: Math.max(0, ...project.issues.map((i) => i.iid)) + 1,
        projectId: project.id,
        title: input.title,
        description: '',
        state: 'opened',
        labels: labelNames(project, input.labelsWidget?.labelIds),
        authorId: (ctx.user as SimUser).id,
        assigneeIds: [],
        milestoneId: null,
        confidential: false,
        dueDate: null,
        startDate: null,
        weight: null,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
        closedById: null,
        upvotes: 0,
        downvotes: 0,
        userNotesCount: 0,
        discussionLocked: null,
        issueType: type.issueType,
        severity: 'unknown',
      };
      const legacy = (input as { description?: string | null }).description;
      applyWidgets(ctx, project, issue, { ...input, descriptionWidget: input.descriptionWidget ?? (typeof legacy === 'string' ? { description: legacy } : undefined) });
      project.issues.push(issue);
      return { errors: [], workItem: workItem(ctx, project, issue) };
    },

    workItemUpdate: ({ input }: { input: WidgetInput & { id: string; stateEvent?: string | null; labelsWidget?: { addLabelIds?: string[] | null; removeLabelIds?: string[] | null } | null } }) => {
      const { project, issue } = findWorkItem(ctx, input.id);
      requireWrite(ctx, project);
      applyWidgets(ctx, project, issue, input);
      if (input.labelsWidget) {
        const add = labelNames(project, input.labelsWidget.addLabelIds);
        const remove = labelNames(project, input.labelsWidget.removeLabelIds);
        issue.labels = [...new Set([...issue.labels, ...add])].filter((l) => !remove.includes(l));
      }
      const now = new Date().toISOString();
      if (input.stateEvent === 'CLOSE' && issue.state === 'opened') {
        issue.state = 'closed';
        issue.closedAt = now;
        issue.closedById = ctx.user?.id ?? null;
      } else if (input.stateEvent === 'REOPEN' && issue.state === 'closed') {
        issue.state = 'opened';
        issue.closedAt = null;
        issue.closedById = null;
      }
      issue.updatedAt = now;
      return { errors: [], workItem: workItem(ctx, project, issue) };
    },

    workItemDelete: ({ input }: { input: { id: string } }) => {
      const { project, issue } = findWorkItem(ctx, input.id);
      // Owners may delete any issue; authors their own.
      if (issue.authorId !== ctx.user?.id) requireWrite(ctx, project, ACCESS.OWNER);
      project.issues.splice(project.issues.indexOf(issue), 1);
      return { errors: [], namespace: namespace(ctx, ctx.store.projectFullPath(project)) };
    },

    workItemSavedViewCreate: ({ input }: { input: { namespacePath: string; name: string; description?: string | null; filters: Record<string, unknown>; displaySettings: unknown; sort: string; isPrivate?: boolean | null; private?: boolean | null } }) => {
      const scope = projectsOf(ctx, input.namespacePath);
      if (!scope || !ctx.user) throw notAvailable();
      if (input.name.trim() === '') return { errors: ["Name can't be blank"], savedView: null };
      const s = savedViews(ctx);
      const view: SavedView = {
        id: s.nextId++,
        namespacePath: input.namespacePath,
        name: input.name,
        description: input.description ?? null,
        filters: { ...input.filters },
        displaySettings: input.displaySettings,
        sort: input.sort,
        isPrivate: input.isPrivate ?? input.private ?? true,
        authorId: ctx.user.id,
        subscribers: new Set([ctx.user.id]),
        updatedAt: new Date().toISOString(),
      };
      s.views.push(view);
      return { errors: [], savedView: savedView(ctx, view) };
    },

    workItemSavedViewUpdate: ({ input }: { input: { id: string; name?: string | null; description?: string | null; filters?: Record<string, unknown> | null; sort?: string | null; isPrivate?: boolean | null; private?: boolean | null } }) => {
      const view = findView(ctx, input.id);
      if (typeof input.name === 'string') view.name = input.name;
      if (input.description !== undefined) view.description = input.description;
      if (input.filters) view.filters = { ...input.filters };
      if (input.sort) view.sort = input.sort;
      const priv = input.isPrivate ?? input.private;
      if (typeof priv === 'boolean') view.isPrivate = priv;
      view.updatedAt = new Date().toISOString();
      return { errors: [], savedView: savedView(ctx, view) };
    },

    workItemSavedViewDelete: ({ input }: { input: { id: string } }) => {
      const view = findView(ctx, input.id);
      if (view.authorId !== ctx.user?.id && !ctx.user?.isAdmin) throw notAvailable();
      const s = savedViews(ctx);
      s.views.splice(s.views.indexOf(view), 1);
      return { errors: [], savedView: savedView(ctx, view) };
    },

    workItemSavedViewSubscribe: ({ input }: { input: { id: string } }) => {
      const view = findView(ctx, input.id);
      if (ctx.user) view.subscribers.add(ctx.user.id);
      return { errors: [], savedView: savedView(ctx, view) };
    },

    workItemSavedViewUnsubscribe: ({ input }: { input: { id: string } }) => {
      const view = findView(ctx, input.id);
      if (ctx.user) view.subscribers.delete(ctx.user.id);
      return { errors: [], savedView: savedView(ctx, view) };
    },
  };
}
