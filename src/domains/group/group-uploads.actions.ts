import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { UploadListDto } from '../shared/upload-entry.dto.js';
import { renderUploadList } from '../shared/upload-entry.format.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { GroupUploadRefDto, GroupUploadSecretRefDto, ListGroupUploadsDto } from './dto/upload-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';

const MANAGE_UPLOADS = { text: 'listing and deleting group uploads needs the Maintainer or Owner role in the group', statuses: [401, 403], namesRole: true };

/** Files attached in a group (the ones its epics and wiki pages link to). */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupUploadActions {
  @Action({
    id: 'group.group_upload_list', title: 'List the uploads of a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the files uploaded to a group (attachments of its epics and descriptions): name, size, uploader, date.',
    keywords: ['attachments', 'uploaded files', 'assets', 'files'],
    input: ListGroupUploadsDto, output: UploadListDto, operation: 'groupUploadList', route: 'GET /groups/:id/uploads',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, MANAGE_UPLOADS],
    example: { group_id: 'my-org', per_page: 20 },
    reply: { list: 'uploads', render: (out, input) => renderUploadList(out, `Uploads of group ${input.group_id}`), nextSteps: ['group.group_upload_delete_by_id to delete one by ID'] },
  })
  readonly groupUploadList?: Declared;

  @Action({
    id: 'group.group_upload_delete_by_id', title: 'Delete a group upload by ID', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a file uploaded to a group: every link to it stops working. Cannot be undone.',
    keywords: ['attachment', 'uploaded file', 'sensitive file'],
    input: GroupUploadRefDto, output: GroupDeletionDto, operation: 'groupUploadDeleteById', route: 'DELETE /groups/:id/uploads/:upload_id',
    hints: [{ text: 'the upload may not exist; group.group_upload_list shows the IDs', statuses: [404] }, MANAGE_UPLOADS],
    example: { group_id: 'my-org', upload_id: 1 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Upload ${input.upload_id}`, message: 'Upload deleted; every link to it stops working.' }), render: renderGroupDeletion, nextSteps: ['group.group_upload_list to see the remaining uploads'] },
  })
  readonly groupUploadDeleteById?: Declared;

  @Action({
    id: 'group.group_upload_delete_by_secret', title: 'Delete a group upload by its URL', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a file uploaded to a group, named by the secret and file name of its URL (/uploads/<secret>/<filename>). Links to it stop working; cannot be undone.',
    keywords: ['attachment', 'uploaded file', 'file URL', 'upload link'],
    input: GroupUploadSecretRefDto, output: GroupDeletionDto, operation: 'groupUploadDeleteBySecret', route: 'DELETE /groups/:id/uploads/:secret/:filename',
    hints: [{ text: 'no upload has that secret and file name; group.group_upload_list lists the uploads', statuses: [404] }, MANAGE_UPLOADS],
    example: { group_id: 'my-org', secret: '66dbcd21ec5d24ed6ea225176098d52b', filename: 'roadmap.png' },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Upload ${input.filename}`, message: 'Upload deleted; every link to it stops working.' }), render: renderGroupDeletion, nextSteps: ['group.group_upload_list to see the remaining uploads'] },
  })
  readonly groupUploadDeleteBySecret?: Declared;
}
