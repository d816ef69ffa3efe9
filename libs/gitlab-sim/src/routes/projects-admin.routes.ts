import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { presentProject } from '../presenters/project.presenter';
import { bool, input, int, loadProject, param, requireAccess, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { isOwner } from '../store/access.policy';
import { projectAdminState, removeProject, setProjectSettings } from '../store/project-admin.store';
import type { SimProject } from '../store/sim-model.interface';
import { canCreateIn, checkUnique, checkVisibility, createProject, extraSettings, topicsOf, validationError, validName, validPath } from './project.factory';
import { registerProjectForkRoutes } from './project-forks.routes';
import { registerProjectImportRoutes } from './project-import.routes';
import { registerProjectStarRoutes } from './project-stars.routes';

/** GitLab refuses avatars over 200 KiB. */
const MAX_AVATAR_BYTES = 200 * 1024;

export function requireOwner(ctx: SimContext, project: SimProject, caller: Caller): void {
  if (!caller.user.isAdmin && !isOwner(ctx.store, project, caller.user)) throw new SimHttpError(403, messages.forbidden());
}

/** `PUT /projects/:id` with a multipart `avatar`. */
function setAvatar(ctx: SimContext, project: SimProject, avatar: unknown): void {
  if (!isUploadedFile(avatar)) throw new SimHttpError(400, messages.validation(['avatar is invalid']));
  if (avatar.size > MAX_AVATAR_BYTES) throw validationError({ avatar: ['is too big (should be at most 200 KiB)'] });
  if (!/\.(png|jpe?g|gif|bmp|tiff?|ico|webp)$/i.test(avatar.filename)) {
    throw validationError({ avatar: ['file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp'] });
  }
  projectAdminState(ctx.store).avatars.set(project.id, { filename: avatar.filename, contentType: avatar.content_type, content: avatar.content });
}

function updateProject(ctx: SimContext, project: SimProject, caller: Caller, params: Record<string, unknown>): void {
  const name = str(params['name']) ?? project.name;
  const path = str(params['path']) ?? project.path;
  if (path !== project.path) requireOwner(ctx, project, caller);
  if (!validName(name)) throw validationError({ name: ["can contain only letters, digits, emoji, '_', '.', '+', dashes, or spaces."] });
  if (!validPath(path)) throw validationError({ path: ["can contain only letters, digits, '_', '-' and '.'"] });
  checkUnique(ctx.store, project.namespaceId, name, path, project);
  const visibility = checkVisibility(params);
  const branch = str(params['default_branch']);
  if (branch !== undefined && project.repository.branches.size > 0 && !project.repository.branches.has(branch)) {
    throw validationError({ default_branch: [`'${branch}' does not exist`] });
  }
  project.name = name;
  project.path = path;
  const description = str(params['description']);
  if (description !== undefined) project.description = description;
  if (visibility) project.visibility = visibility;
  if (branch !== undefined) project.defaultBranch = branch;
  const topics = topicsOf(params['topics'] ?? params['tag_list']);
  if (topics) project.topics = topics;
  setProjectSettings(ctx.store, project.id, extraSettings(params));
  project.updatedAt = new Date().toISOString();
  project.lastActivityAt = project.updatedAt;
}

function deleteProject(ctx: SimContext, project: SimProject, params: Record<string, unknown>): void {
  const marks = projectAdminState(ctx.store).deletionMarks;
  const permanently = bool(params['permanently_remove']) === true;
  if (permanently) {
    if (!marks.has(project.id)) throw new SimHttpError(400, messages.apiError('Project must be marked for deletion first.'));
    if (str(params['full_path']) !== ctx.store.projectFullPath(project)) {
      throw new SimHttpError(400, messages.apiError('full_path is incorrect. You must enter the complete path for the project.'));
    }
  }
  const personal = ctx.store.namespace(project.namespaceId)?.kind === 'user';
  if (permanently || personal) {
    removeProject(ctx.store, project);
    return;
  }
  if (marks.has(project.id)) throw new SimHttpError(400, messages.apiError('Project has been already marked for deletion'));
  // Group projects wait for the instance's deletion delay; projects in a personal namespace go at once.
  marks.set(project.id, { on: new Date().toISOString().slice(0, 10) });
}

/** `PUT /projects/:id/transfer`: the target is a namespace ID or full path. */
function transferProject(ctx: SimContext, project: SimProject, caller: Caller, params: Record<string, unknown>): void {
  const target = str(params['namespace']);
  if (target === undefined) throw new SimHttpError(400, messages.validation(['namespace is missing']));
  const namespace = /^\d+$/.test(target)
    ? ctx.store.namespace(Number(target))
    : ctx.store.data.namespaces.find((n) => ctx.store.namespaceFullPath(n).toLowerCase() === target.toLowerCase());
  if (!namespace) throw new SimHttpError(404, messages.notFound('Namespace'));
  if (namespace.id === project.namespaceId) throw new SimHttpError(400, messages.apiError('Project is already in this namespace.'));
  if (!canCreateIn(ctx.store, namespace, caller.user)) throw new SimHttpError(400, messages.apiError("Transfer failed, please contact an admin."));
  if (ctx.store.data.projects.some((p) => p.namespaceId === namespace.id && p.path.toLowerCase() === project.path.toLowerCase())) {
    throw new SimHttpError(400, messages.apiError('Project with same name or path in target namespace already exists'));
  }
  project.namespaceId = namespace.id;
  project.updatedAt = new Date().toISOString();
}

/** Stateful project administration: create (for oneself or a user), update (and the avatar), delete and restore, archive, transfer; forks, stars and imports. */
export function registerProjectAdminRoutes(app: FastifyInstance, ctx: SimContext): void {
  const present = (project: SimProject, caller: Caller): Record<string, unknown> => presentProject(ctx.store, ctx.baseUrl(), project, caller.user);

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects',
    handler: (req, reply, caller) => {
      const params = input(req);
      const namespaceId = int(params['namespace_id']);
      const namespace = ctx.store.namespace(namespaceId ?? caller.user.namespaceId);
      if (!namespace) throw new SimHttpError(404, messages.notFound('Namespace'));
      const project = createProject(ctx, caller, params, namespace, caller.user);
      reply.code(201);
      return present(project, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/user/:user_id',
    handler: (req, reply, caller) => {
      const owner = ctx.store.user(int(param(req, 'user_id')) ?? -1);
      // GitLab lets only administrators do this; the simulator also lets users create in their own namespace.
      if (!caller.user.isAdmin && owner?.id !== caller.user.id) throw new SimHttpError(403, messages.forbidden());
      if (!owner) throw new SimHttpError(404, messages.notFound('User'));
      const params = input(req);
      const namespace = ctx.store.namespace(int(params['namespace_id']) ?? owner.namespaceId);
      if (!namespace) throw new SimHttpError(404, messages.notFound('Namespace'));
      const project = createProject(ctx, caller, params, namespace, owner);
      reply.code(201);
      return present(project, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id',
    handler: (req: FastifyRequest, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const params = input(req);
      if (params['avatar'] !== undefined) setAvatar(ctx, project, params['avatar']);
      updateProject(ctx, project, caller, params);
      return present(project, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireOwner(ctx, project, caller);
      deleteProject(ctx, project, input(req));
      reply.code(202);
      return messages.accepted();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/restore',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireOwner(ctx, project, caller);
      projectAdminState(ctx.store).deletionMarks.delete(project.id);
      reply.code(201);
      return present(project, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/transfer',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireOwner(ctx, project, caller);
      transferProject(ctx, project, caller, input(req));
      return present(project, caller);
    },
  });

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    restRoute(app, ctx, {
      method: 'POST',
      url: `/projects/:id/${action}`,
      handler: (req, reply, caller) => {
        const project = loadProject(ctx, req, caller);
        requireOwner(ctx, project, caller);
        project.archived = archived;
        project.updatedAt = new Date().toISOString();
        reply.code(201);
        return present(project, caller);
      },
    });
  }

  registerProjectForkRoutes(app, ctx);
  registerProjectStarRoutes(app, ctx);
  registerProjectImportRoutes(app, ctx);
}
