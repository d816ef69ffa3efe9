import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { canPush } from '../presenters/branch.presenter';
import { bool, input, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import { ACCESS } from '../gitlab-sim.constants';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { commit, resolveRef, sha256 } from '../store/repository.service';
import type { SimBlob, SimCommit, SimProject } from '../store/sim-model.interface';

function filePath(request: FastifyRequest): string {
  const path = param(request, 'file_path');
  if (path.split('/').some((part) => part === '..') || path.startsWith('/')) {
    throw new SimHttpError(400, messages.validation(['file_path should be a valid file path']));
  }
  return path;
}

interface Located {
  path: string;
  ref: string;
  commit: SimCommit;
  blob: SimBlob;
}

function locate(project: SimProject, request: FastifyRequest, ref: string): Located {
  const path = filePath(request);
  const target = resolveRef(project.repository, ref);
  if (!target) throw new SimHttpError(404, messages.notFound('Commit'));
  const blob = target.tree.get(path);
  if (!blob) throw new SimHttpError(404, messages.notFound('File'));
  return { path, ref, commit: target, blob };
}

function fileHeaders(reply: FastifyReply, f: Located): void {
  reply.headers({
    'x-gitlab-blob-id': f.blob.blobId,
    'x-gitlab-commit-id': f.commit.id,
    'x-gitlab-content-sha256': sha256(f.blob.content),
    'x-gitlab-encoding': 'base64',
    'x-gitlab-file-name': f.path.split('/').pop() ?? f.path,
    'x-gitlab-file-path': f.path,
    'x-gitlab-last-commit-id': f.blob.lastCommitId,
    'x-gitlab-ref': f.ref,
    'x-gitlab-size': String(f.blob.content.length),
    'x-gitlab-execute-filemode': String(f.blob.executable),
  });
}

function presentFile(f: Located): Record<string, unknown> {
  return {
    file_name: f.path.split('/').pop() ?? f.path,
    file_path: f.path,
    size: f.blob.content.length,
    encoding: 'base64',
    content_sha256: sha256(f.blob.content),
    ref: f.ref,
    blob_id: f.blob.blobId,
    commit_id: f.commit.id,
    last_commit_id: f.blob.lastCommitId,
    execute_filemode: f.blob.executable,
    content: f.blob.content.toString('base64'),
  };
}

/** Repository files API: get (GET/HEAD), raw, create, update, delete. */
export function registerFileRoutes(app: FastifyInstance, ctx: SimContext): void {
  const write = (request: FastifyRequest, caller: Caller, mode: 'create' | 'update' | 'delete'): { path: string; branch: string } => {
    const project = loadProject(ctx, request, caller);
    requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
    const path = filePath(request);
    const params = input(request);
    requireParams(params, mode === 'delete' ? ['branch', 'commit_message'] : ['branch', 'content', 'commit_message']);
    const branch = str(params['branch']) as string;
    const startBranch = str(params['start_branch']);
    const repo = project.repository;
    const baseSha = repo.branches.get(branch) ?? (startBranch ? repo.branches.get(startBranch) : undefined);
    if (!baseSha) throw new SimHttpError(400, messages.apiError(messages.notOnBranch()));
    if (!canPush(ctx.store, project, caller.user, branch)) {
      throw new SimHttpError(403, messages.forbidden(messages.pushNotAllowed()));
    }
    const base = repo.commits.get(baseSha) as SimCommit;
    const existing = base.tree.get(path);
    if (mode === 'create' && existing) throw new SimHttpError(400, messages.apiError(messages.fileExists()));
    if (mode !== 'create' && !existing) throw new SimHttpError(400, messages.apiError(messages.fileMissing()));
    const lastCommitId = str(params['last_commit_id']);
    if (lastCommitId !== undefined && existing && existing.lastCommitId !== lastCommitId) {
      throw new SimHttpError(
        400,
        messages.apiError('You are attempting to update a file that has changed since you started editing it.'),
      );
    }
    const raw = str(params['content']) ?? '';
    const content = str(params['encoding']) === 'base64' ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
    const created = commit(repo, {
      parentIds: [baseSha],
      message: str(params['commit_message']) as string,
      authorName: str(params['author_name']) ?? caller.user.name,
      authorEmail: str(params['author_email']) ?? caller.user.email,
      date: new Date().toISOString(),
      changes: { [path]: mode === 'delete' ? null : content },
      executable: (bool(params['execute_filemode']) ?? existing?.executable) === true ? [path] : [],
    });
    repo.branches.set(branch, created.id);
    project.lastActivityAt = created.committedDate;
    return { path, branch };
  };

  restRoute(app, ctx, {
    method: 'GET',
    exposeHeadRoute: false,
    url: '/projects/:id/repository/files/:file_path',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      requireParams(params, ['ref']);
      const found = locate(project, req, str(params['ref']) as string);
      fileHeaders(reply, found);
      return presentFile(found);
    },
  });

  restRoute(app, ctx, {
    method: 'HEAD',
    url: '/projects/:id/repository/files/:file_path',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      requireParams(params, ['ref']);
      fileHeaders(reply, locate(project, req, str(params['ref']) as string));
      return reply.code(200).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/files/:file_path/raw',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const found = locate(project, req, str(input(req)['ref']) ?? project.defaultBranch);
      fileHeaders(reply, found);
      return reply.type('text/plain; charset=utf-8').send(found.blob.content);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/repository/files/:file_path',
    handler: (req, reply, caller) => {
      const { path, branch } = write(req, caller, 'create');
      reply.code(201);
      return { file_path: path, branch };
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/repository/files/:file_path',
    handler: (req, _reply, caller) => {
      const { path, branch } = write(req, caller, 'update');
      return { file_path: path, branch };
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/repository/files/:file_path',
    handler: (req, reply, caller) => {
      write(req, caller, 'delete');
      return reply.code(204).send();
    },
  });
}
