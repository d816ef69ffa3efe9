import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { bool, input, int, loadProject, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { projectSettings, removeProject, setProjectSettings } from '../store/project-admin.store';
import { commit } from '../store/repository.service';
import type { SimNamespace, SimProject, SimRepository, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { createProject } from './project.factory';

/** `API::Entities::ProjectImportStatus`. */
function presentImportStatus(store: SimStore, project: SimProject, status: string): Record<string, unknown> {
  const settings = projectSettings(store, project.id);
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: store.projectNameWithNamespace(project),
    path: project.path,
    path_with_namespace: store.projectFullPath(project),
    created_at: project.createdAt,
    import_status: status,
    import_type: str(settings['import_type']) ?? null,
    correlation_id: `01J${project.id.toString(36).toUpperCase().padStart(8, '0')}IMPORT`,
    failed_relations: [],
    import_error: null,
    stats: {},
  };
}

/** An imported project's repository: the archive is not unpacked, one commit records the import. */
function importedRepository(user: SimUser, archive: string): { repo: SimRepository; branch: string } {
  const repo: SimRepository = { commits: new Map(), branches: new Map() };
  const first = commit(repo, {
    authorName: user.name,
    authorEmail: user.email,
    date: new Date().toISOString(),
    parentIds: [],
    message: `Import project from ${archive}`,
    changes: { 'README.md': `# Imported project\n\nImported from the export archive ${archive}.\n` },
  });
  repo.branches.set('main', first.id);
  return { repo, branch: 'main' };
}

/** Project import from an export archive (multipart `file`) and its status. */
export function registerProjectImportRoutes(app: FastifyInstance, ctx: SimContext): void {
  const namespaceOf = (params: Record<string, unknown>, fallback: number): SimNamespace => {
    const legacy = str(params['namespace']);
    const id = int(params['namespace_id']) ?? (legacy !== undefined && /^\d+$/.test(legacy) ? Number(legacy) : undefined);
    const path = str(params['namespace_path']) ?? (legacy !== undefined && !/^\d+$/.test(legacy) ? legacy : undefined);
    const found =
      id !== undefined
        ? ctx.store.namespace(id)
        : path !== undefined
          ? ctx.store.data.namespaces.find((n) => ctx.store.namespaceFullPath(n).toLowerCase() === path.toLowerCase())
          : ctx.store.namespace(fallback);
    if (!found) throw new SimHttpError(404, messages.notFound('Namespace'));
    return found;
  };

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/import',
    handler: (req, reply, caller) => {
      const params = input(req);
      requireParams(params, ['path', 'file']);
      const file = params['file'];
      if (!isUploadedFile(file)) throw new SimHttpError(400, messages.validation(['file is invalid']));
      const namespace = namespaceOf(params, caller.user.namespaceId);
      const path = str(params['path']) as string;
      const existing = ctx.store.data.projects.find((p) => p.namespaceId === namespace.id && p.path.toLowerCase() === path.toLowerCase());
      if (existing && bool(params['overwrite']) === true) removeProject(ctx.store, existing);
      const project = createProject(ctx, caller, { ...params, name: str(params['name']) ?? path, path }, namespace, caller.user, importedRepository(caller.user, file.filename));
      setProjectSettings(ctx.store, project.id, { import_status: 'finished', import_type: 'gitlab_project' });
      reply.code(201);
      return presentImportStatus(ctx.store, project, 'scheduled');
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/import',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentImportStatus(ctx.store, project, str(projectSettings(ctx.store, project.id)['import_status']) ?? 'none');
    },
  });
}
