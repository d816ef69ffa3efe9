import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { markdownLink } from '../presenters/markdown-link';
import { input, loadProject, requireAccess, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { registerProjectWikiPageRoutes } from './wiki-pages.routes';

/** Project wiki pages, and wiki attachments (multipart, like GitLab's `POST /projects/:id/wikis/attachments`). */
export function registerWikiRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerProjectWikiPageRoutes(app, ctx);
  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/wikis/attachments',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      const file = params['file'];
      if (!isUploadedFile(file)) throw new SimHttpError(400, messages.validation(['file is missing']));
      const filePath = `uploads/${randomBytes(16).toString('hex')}/${file.filename}`;
      const markdown = markdownLink(file.filename, file.filename, filePath);
      reply.code(201);
      return { file_name: file.filename, file_path: filePath, branch: str(params['branch']) ?? 'main', link: { url: filePath, markdown } };
    },
  });
}
