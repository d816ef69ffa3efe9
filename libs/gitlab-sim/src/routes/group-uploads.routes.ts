import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { markdownLink } from '../presenters/markdown-link';
import { paginate } from '../rest.paginator';
import { input, int, param, restRoute } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { inContainer, type SimContainerRef, type SimUpload } from '../store/group-content.state';
import { loadGroup, requireGroupAccess } from './group.lookup';

/** `API::Entities::MarkdownUploadAdmin`. */
function presentUpload(ctx: SimContext, upload: SimUpload): Record<string, unknown> {
  const by = upload.uploadedById === null ? undefined : ctx.store.user(upload.uploadedById);
  return { id: upload.id, size: upload.size, filename: upload.filename, created_at: upload.createdAt, uploaded_by: by ? { id: by.id, name: by.name, username: by.username } : null };
}

/** The Markdown uploads of a group: upload (any member), list and delete by ID or by secret and file name (Maintainer). */
export function registerGroupUploadRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.groupContent;
  const load = (req: FastifyRequest, caller: Caller, level: number): SimContainerRef => {
    const group = loadGroup(ctx, req, caller);
    requireGroupAccess(ctx, group, caller, level);
    return { kind: 'group', id: group.id };
  };
  const remove = (upload: SimUpload | undefined): void => {
    if (!upload) throw new SimHttpError(404, messages.notFound('Upload'));
    state().uploads = state().uploads.filter((u) => u !== upload);
  };

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/uploads',
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.GUEST);
      const file = input(req)['file'];
      if (!isUploadedFile(file)) throw new SimHttpError(400, messages.validation(['file is missing']));
      state().sequences.upload += 1;
      const upload: SimUpload = { id: state().sequences.upload, container, secret: randomBytes(16).toString('hex'), filename: file.filename, size: file.size, uploadedById: caller.user.id, createdAt: new Date().toISOString() };
      state().uploads.push(upload);
      const url = `/uploads/${upload.secret}/${upload.filename}`;
      const alt = upload.filename.replace(/\.[^.]*$/, '');
      reply.code(201);
      return { id: upload.id, alt, url, full_path: `/-/group/${container.id}${url}`, markdown: markdownLink(upload.filename, alt, url) };
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/uploads',
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.MAINTAINER);
      const uploads = state().uploads.filter((u) => inContainer(u.container, container)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, uploads).map((u) => presentUpload(ctx, u));
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/uploads/:upload_id',
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.MAINTAINER);
      remove(state().uploads.find((u) => inContainer(u.container, container) && u.id === int(param(req, 'upload_id'))));
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/uploads/:secret/:filename',
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.MAINTAINER);
      remove(state().uploads.find((u) => inContainer(u.container, container) && u.secret === param(req, 'secret') && u.filename === param(req, 'filename')));
      return reply.code(204).send();
    },
  });
}
