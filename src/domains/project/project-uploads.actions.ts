import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { ProjectUploadDto, uploadedFile } from '../shared/upload-content.js';
import { ProjectDownloadDto } from './dto/project-export.dto.js';
import { UploadListDto } from '../shared/upload-entry.dto.js';
import { ListUploadsDto, ProjectUploadResultDto, UploadRefDto, UploadSecretRefDto } from './dto/project-upload.dto.js';
import { ProjectDto, ProjectOperationDto } from './dto/project.dto.js';
import { DOWNLOAD_READ_BYTES, describeDownload } from '../shared/download-facts.js';
import { renderDownload } from './project-export.format.js';
import { renderUpload, renderUploadList } from './project-uploads.format.js';
import { renderProject, renderProjectOperation } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { PROJECT_404 } from './project-core.hints.js';

const MANAGE_UPLOADS = { text: 'listing and deleting uploads needs the Maintainer or Owner role', statuses: [401, 403], namesRole: true };

/** GitLab refuses avatars over 200 KiB; checked here so that nothing is sent in vain. */
export const MAX_AVATAR_BYTES = 200 * 1024;

/** Files attached to a project (the ones issues, merge requests and comments link to) and its avatar. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectUploadActions {
  @Action({
    id: 'project.upload',
    title: 'Upload a file to a project',
    description:
      'Upload a file (image, log, PDF, text) to a project and get the Markdown that links or embeds it in an issue, merge request or comment. The content travels in the call: text, or base64 for binary files (up to 10 MiB).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['attachment', 'attach file', 'attach image', 'screenshot', 'embed image', 'markdown link'],
    input: ProjectUploadDto,
    output: ProjectUploadResultDto,
    operation: 'projectUpload',
    route: 'POST /projects/:id/uploads',
    hints: [
      PROJECT_404,
      { text: 'the file may exceed the instance’s attachment size limit, or its type is not allowed', statuses: [400, 413] },
      { text: 'uploading files needs a role in the project that may comment on its issues and merge requests (Guest or higher)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', file_name: 'stacktrace.txt', content: 'Error: boom\n    at handler (src/index.ts:12:7)\n', content_type: 'text/plain' },
  })
  async upload(input: ProjectUploadDto, ctx: ActionContext): Promise<ActionResult<ProjectUploadResultDto>> {
    const file = uploadedFile('projectUpload', input);
    const res = await ctx.gitlab.rest<ProjectUploadResultDto>({ method: 'POST', path: `${projectPath(input.project_id)}/uploads`, form: { file }, signal: ctx.signal });
    const out: ProjectUploadResultDto = {
      ...res.data,
      size: file.content.byteLength,
      next_steps: ['issue.note_create or mr_review.note_create to post the Markdown', 'project.upload_list to see the uploads'],
    };
    return respond(out, renderUpload(out, input.project_id));
  }

  @Action({
    id: 'project.upload_list', title: 'List the uploads of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the files uploaded to a project (attachments of issues, merge requests and comments): name, size, uploader, date.',
    keywords: ['attachments', 'uploaded files', 'screenshots', 'images', 'user files'],
    input: ListUploadsDto, output: UploadListDto, operation: 'projectUploadList', route: 'GET /projects/:id/uploads',
    hints: [PROJECT_404, MANAGE_UPLOADS],
    example: { project_id: '42', per_page: 20 },
    reply: { list: 'uploads', render: (out, input) => renderUploadList(out, input.project_id), nextSteps: ['project.upload_delete to delete one by ID'] },
  })
  readonly uploadList?: Declared;

  @Action({
    id: 'project.upload_delete', title: 'Delete an upload by ID', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a file uploaded to a project: every link to it in issues, merge requests and comments stops working. Cannot be undone. Needs confirmation.',
    keywords: ['attachment', 'uploaded file', 'screenshot', 'leaked file', 'remove attachment'],
    input: UploadRefDto, output: ProjectOperationDto, operation: 'projectUploadDelete', route: 'DELETE /projects/:id/uploads/:upload_id',
    hints: [{ text: 'the upload may not exist; project.upload_list shows the IDs', statuses: [404] }, MANAGE_UPLOADS],
    example: { project_id: '42', upload_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: `Upload ${input.upload_id} deleted.` }), render: (out, input) => renderProjectOperation(out, `Upload ${input.upload_id} deleted`), nextSteps: ['project.upload_list to see the remaining uploads'] },
  })
  readonly uploadDelete?: Declared;

  @Action({
    id: 'project.upload_delete_by_secret', title: 'Delete an upload by its URL', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a file uploaded to a project, named by the secret and file name of its URL (/uploads/<secret>/<filename>). Links to it stop working; cannot be undone. Needs confirmation.',
    keywords: ['attachment URL', 'upload link', 'screenshot', 'leaked file', 'uploads path'],
    input: UploadSecretRefDto, output: ProjectOperationDto, operation: 'projectUploadDeleteBySecret', route: 'DELETE /projects/:id/uploads/:secret/:filename',
    hints: [{ text: 'no upload has that secret and file name; project.upload_list lists the uploads', statuses: [404] }, MANAGE_UPLOADS],
    example: { project_id: '42', secret: '66dbcd21ec5d24ed6ea225176098d52b', filename: 'stacktrace.txt' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: `Upload ${input.filename} deleted.` }), render: (out, input) => renderProjectOperation(out, `Upload ${input.filename} deleted`), nextSteps: ['project.upload_list to see the remaining uploads'] },
  })
  readonly uploadDeleteBySecret?: Declared;

  @Action({
    id: 'project.upload_avatar',
    title: 'Set the avatar of a project',
    description: 'Upload an image (PNG, JPEG, GIF, ICO, WebP; at most 200 KiB) as the avatar of a project, base64-encoded in the call. It replaces the current avatar.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['logo', 'icon', 'project image', 'branding', 'thumbnail'],
    input: ProjectUploadDto,
    output: ProjectDto,
    operation: 'projectUploadAvatar',
    route: 'PUT /projects/:id',
    hints: [
      PROJECT_404,
      { text: 'the image may be too large (200 KiB at most) or not an image type GitLab accepts', statuses: [400] },
      { text: 'changing the avatar needs the Maintainer role', statuses: [401, 403], namesRole: true },
    ],
    example: {
      project_id: '42',
      file_name: 'logo.png',
      content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      encoding: 'base64',
      content_type: 'image/png',
    },
  })
  async uploadAvatar(input: ProjectUploadDto, ctx: ActionContext): Promise<ActionResult<ProjectDto>> {
    const file = uploadedFile('projectUploadAvatar', input);
    if (file.content.byteLength > MAX_AVATAR_BYTES) {
      throw new ActionRefusalError(`projectUploadAvatar: the image is ${file.content.byteLength} bytes, over the ${MAX_AVATAR_BYTES} bytes GitLab accepts for an avatar. Send a smaller image.`);
    }
    const res = await ctx.gitlab.rest<ProjectDto>({ method: 'PUT', path: projectPath(input.project_id), form: { avatar: file }, signal: ctx.signal });
    const out: ProjectDto = { ...res.data, next_steps: ['project.download_avatar to check the stored image'] };
    return respond(out, renderProject(out, 'Avatar set:'));
  }

  @Action({
    id: 'project.download_avatar',
    title: 'Download the avatar of a project',
    description: 'Fetch the avatar image of a project and report its type and size (the image itself is not returned or stored).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['logo', 'icon', 'project image', 'thumbnail', 'avatar URL'],
    input: ProjectIdDto,
    output: ProjectDownloadDto,
    operation: 'projectDownloadAvatar',
    route: 'GET /projects/:id/avatar',
    hints: [{ text: 'the project may have no avatar (project.get shows avatar_url), or it does not exist', statuses: [404] }],
    example: { project_id: '42' },
  })
  async downloadAvatar(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<ProjectDownloadDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/avatar`,
      responseType: 'bytes',
      maxBytes: DOWNLOAD_READ_BYTES,
      signal: ctx.signal,
    });
    const out: ProjectDownloadDto = { project_id: input.project_id, ...describeDownload(res), next_steps: ['project.upload_avatar to replace it'] };
    return respond(out, renderDownload(out, `Avatar of project ${input.project_id}`));
  }
}
