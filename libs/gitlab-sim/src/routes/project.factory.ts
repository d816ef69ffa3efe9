import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { bool, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { PROJECT_TEMPLATES, readmeFor } from '../seed/project-templates.seed';
import { nextProjectId, setProjectSettings } from '../store/project-admin.store';
import { commit } from '../store/repository.service';
import type { SimNamespace, SimProject, SimProtectedBranch, SimRepository, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** Project creation shared by `POST /projects`, `POST /projects/user/:user_id`, forks and imports: GitLab's validations and defaults. */

export const VISIBILITIES = ['private', 'internal', 'public'];
/** Parameters the routes act on themselves; any other scalar one is kept as a setting the entity echoes. */
const HANDLED = new Set([
  'id',
  'user_id',
  'name',
  'path',
  'namespace_id',
  'description',
  'visibility',
  'default_branch',
  'topics',
  'tag_list',
  'initialize_with_readme',
  'template_name',
  'use_custom_template',
  'template_project_id',
  'group_with_project_templates_id',
  'avatar',
  'file',
  'namespace',
  'namespace_path',
  'overwrite',
  'override_params',
  'branches',
]);

/** `render_validation_error!`: 400 with the model's errors by attribute. */
export function validationError(errors: Record<string, string[]>): SimHttpError {
  return new SimHttpError(400, { message: errors });
}

/** Rails' `parameterize`, as GitLab derives a path from a name. */
export function pathFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

export function validPath(path: string): boolean {
  return /^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$/.test(path) && !/\.(git|atom)$/.test(path) && !path.endsWith('.');
}

export function validName(name: string): boolean {
  return /^[\p{L}\p{N}\p{Emoji_Presentation}_][\p{L}\p{N}\p{Emoji_Presentation}_.+\- ]*$/u.test(name);
}

export function topicsOf(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String).map((t) => t.trim()).filter((t) => t !== '');
  const s = str(value);
  return s === undefined ? undefined : s.split(',').map((t) => t.trim()).filter((t) => t !== '');
}

/** The caller's role in a group: its own membership or an ancestor's. */
export function groupAccess(store: SimStore, group: SimNamespace, user: SimUser): number {
  let level: number = ACCESS.NO_ACCESS;
  for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) {
    level = Math.max(level, ns.members.get(user.id) ?? ACCESS.NO_ACCESS);
  }
  return level;
}

export function canCreateIn(store: SimStore, ns: SimNamespace, user: SimUser): boolean {
  if (user.isAdmin) return true;
  return ns.kind === 'user' ? ns.ownerId === user.id : groupAccess(store, ns, user) >= ACCESS.DEVELOPER;
}

/** 400 naming the attributes another project of the namespace already uses. */
export function checkUnique(store: SimStore, namespaceId: number, name: string, path: string, except?: SimProject): void {
  const siblings = store.data.projects.filter((p) => p.namespaceId === namespaceId && p !== except);
  const errors: Record<string, string[]> = {};
  if (siblings.some((p) => p.name.toLowerCase() === name.toLowerCase())) errors['name'] = ['has already been taken'];
  if (siblings.some((p) => p.path.toLowerCase() === path.toLowerCase())) errors['path'] = ['has already been taken'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export function checkVisibility(params: Record<string, unknown>): 'private' | 'internal' | 'public' | undefined {
  const visibility = str(params['visibility']);
  if (visibility !== undefined && !VISIBILITIES.includes(visibility)) {
    throw new SimHttpError(400, messages.validation(['visibility does not have a valid value']));
  }
  return visibility as 'private' | 'internal' | 'public' | undefined;
}

/** Scalar (and list) settings of a request that no route field stands for. */
export function extraSettings(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([k, v]) => !HANDLED.has(k) && (typeof v !== 'object' || v === null || Array.isArray(v)) && !isUploadedFile(v)),
  );
}

/** The first commit of a new project: a template's files, a README, or none (an empty repository). */
function initialRepository(params: Record<string, unknown>, name: string, description: string, author: SimUser, now: string): { repo: SimRepository; branch: string } {
  const repo: SimRepository = { commits: new Map(), branches: new Map() };
  const templateName = str(params['template_name']);
  const who = { authorName: author.name, authorEmail: author.email, date: now };
  if (templateName !== undefined) {
    const template = bool(params['use_custom_template']) === true ? undefined : PROJECT_TEMPLATES[templateName];
    if (!template) throw validationError({ template_name: [`'${templateName}' is unknown or invalid`] });
    const first = commit(repo, { ...who, parentIds: [], message: `Initialized from '${template.title}' project template`, changes: { ...template.files } });
    repo.branches.set('main', first.id);
    return { repo, branch: 'main' };
  }
  const branch = str(params['default_branch']) ?? 'main';
  if (bool(params['initialize_with_readme']) === true) {
    const first = commit(repo, { ...who, parentIds: [], message: 'Initial commit', changes: { 'README.md': readmeFor(name, description) } });
    repo.branches.set(branch, first.id);
  }
  return { repo, branch };
}

/** GitLab's default branch protection ("fully protected"): only Maintainers push and merge. */
function defaultBranchProtection(store: SimStore, branch: string, now: string): SimProtectedBranch {
  const rule = (): SimProtectedBranch['pushAccessLevels'][number] => ({ id: store.nextId('accessRule'), accessLevel: ACCESS.MAINTAINER, userId: null, groupId: null, deployKeyId: null });
  return {
    id: store.nextId('protectedBranch'),
    name: branch,
    pushAccessLevels: [rule()],
    mergeAccessLevels: [rule()],
    unprotectAccessLevels: [rule()],
    allowForcePush: false,
    codeOwnerApprovalRequired: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** A repository a new project starts with instead of the one its parameters describe (forks, imports). */
export interface StartingRepository {
  repo: SimRepository;
  branch: string;
}

/** A new project from `POST /projects`-style parameters, validated like GitLab, added to the store. */
export function createProject(
  ctx: SimContext,
  caller: Caller,
  params: Record<string, unknown>,
  namespace: SimNamespace,
  owner: SimUser,
  starting?: StartingRepository,
): SimProject {
  const rawName = str(params['name']);
  const rawPath = str(params['path']);
  if (rawName === undefined && rawPath === undefined) {
    throw new SimHttpError(400, messages.validation(['name, path are missing, at least one parameter must be provided']));
  }
  const name = rawName ?? (rawPath as string);
  const path = rawPath ?? pathFromName(name);
  const errors: Record<string, string[]> = {};
  if (!validName(name)) errors['name'] = ['can contain only letters, digits, emoji, \'_\', \'.\', \'+\', dashes, or spaces. It must start with a letter, digit, emoji, or \'_\'.'];
  if (!validPath(path)) errors['path'] = ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const visibility = checkVisibility(params) ?? 'private';
  if (!canCreateIn(ctx.store, namespace, caller.user)) throw validationError({ namespace: ['is not valid'] });
  checkUnique(ctx.store, namespace.id, name, path);
  const now = new Date().toISOString();
  const description = str(params['description']) ?? '';
  const { repo, branch } = starting ?? initialRepository(params, name, description, caller.user, now);
  const project: SimProject = {
    id: nextProjectId(ctx.store),
    name,
    path,
    namespaceId: namespace.id,
    description,
    visibility,
    defaultBranch: branch,
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
    archived: false,
    topics: topicsOf(params['topics'] ?? params['tag_list']) ?? [],
    starCount: 0,
    forksCount: 0,
    creatorId: owner.id,
    members: new Map(namespace.kind === 'group' && groupAccess(ctx.store, namespace, owner) < ACCESS.MAINTAINER ? [[owner.id, ACCESS.MAINTAINER]] : []),
    repository: repo,
    protectedBranches: repo.branches.has(branch) ? [defaultBranchProtection(ctx.store, branch, now)] : [],
    issues: [],
    mergeRequests: [],
    milestones: [],
    serviceAccountIds: [],
    license: null,
  };
  ctx.store.data.projects.push(project);
  const settings = extraSettings(params);
  if (str(params['template_name']) !== undefined) Object.assign(settings, { import_status: 'finished', import_type: 'gitlab_built_in_project_template' });
  setProjectSettings(ctx.store, project.id, settings);
  return project;
}

