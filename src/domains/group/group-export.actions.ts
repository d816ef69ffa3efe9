import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { describeDownload, DOWNLOAD_READ_BYTES } from '../shared/download-facts.js';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { segment } from '../shared/project-ref.js';
import { uploadedFile } from '../shared/upload-content.js';
import {
  GroupDownloadDto,
  GroupExportScheduledDto,
  GroupImportStartedDto,
  ImportGroupFileDto,
  ListRelationExportsDto,
  RelationExportStatusListDto,
  ScheduleRelationsExportDto,
  type RelationExportStatusDto,
} from './dto/group-export.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderExportScheduled, renderGroupDownload, renderGroupImportStarted, renderRelationExports } from './group-export.format.js';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';

const GROUP_404 = { text: 'verify group_id; use group.list to find the group', statuses: [404] };
const OWNER = { text: 'exporting a group needs the Owner role in the group', statuses: [401, 403], namesRole: true };
const messageOf = (answer: unknown): string => (typeof answer === 'object' && answer !== null && typeof (answer as { message?: unknown }).message === 'string' ? (answer as { message: string }).message : '202 Accepted');

/** A relation's export status with GitLab's documented types (its nulls left out). */
function relationOf(raw: unknown): RelationExportStatusDto {
  const r = asObject(raw) ?? {};
  return {
    relation: asString(r['relation']) ?? '',
    status: asInt(r['status']),
    error: asString(r['error']),
    updated_at: asString(r['updated_at']),
    batched: asBool(r['batched']),
    batches_count: asInt(r['batches_count']),
    total_objects_count: asInt(r['total_objects_count']),
    batches: asArray(r['batches']).map((b) => {
      const x = asObject(b) ?? {};
      return { batch_number: asInt(x['batch_number']), status: asInt(x['status']), objects_count: asInt(x['objects_count']), error: asString(x['error']), updated_at: asString(x['updated_at']) };
    }),
  };
}

/** Group exports: the file-based export of a whole group and the relation exports direct transfer reads. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupExportActions {
  @Action({
    id: 'group.group_export_schedule', title: 'Schedule a group export', tier: 'free', readOnly: false, destructive: false,
    description: "Start exporting a group (subgroups, labels, milestones, boards, badges, epics, members; not its projects) to an archive, in the background.",
    keywords: ['backup', 'migration', 'tarball', 'export file', 'file-based export'],
    input: GroupIdDto, output: GroupExportScheduledDto, operation: 'groupExportSchedule', route: 'POST /groups/:id/export',
    hints: [GROUP_404, OWNER, { text: 'an export may already be running, or too many were asked for (rate limit); try again later', statuses: [400, 429] }],
    example: { group_id: 'acme' },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, message: messageOf(answer) }), render: (out, input) => renderExportScheduled(out, `Export of group ${input.group_id} scheduled`), nextSteps: ['group.group_export_schedule again later for a fresh archive (GitLab keeps the latest one)'] },
  })
  readonly groupExportSchedule?: Declared;

  @Action({
    id: 'group.group_relations_schedule', title: 'Schedule a group relations export', tier: 'free', readOnly: false, destructive: false,
    description: "Start a new export of each relation of a group (labels, milestones, boards, ...) for direct transfer to another GitLab, in the background; batched for large groups.",
    keywords: ['direct transfer', 'migration', 'bulk import', 'instance to instance'],
    input: ScheduleRelationsExportDto, output: GroupExportScheduledDto, operation: 'groupRelationsSchedule', route: 'POST /groups/:id/export_relations',
    hints: [GROUP_404, OWNER],
    example: { group_id: 'platform', batched: true },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, message: messageOf(answer) }), render: (out, input) => renderExportScheduled(out, `Relations export of group ${input.group_id} scheduled`), nextSteps: ['group.group_relations_schedule again later for a fresh export'] },
  })
  readonly groupRelationsSchedule?: Declared;

  @Action({
    id: 'group.group_relations_list_status', title: 'Status of a group relations export', tier: 'free', readOnly: true, destructive: false,
    description: 'The state of the latest relations export of a group (for direct transfer), per relation: started, finished or failed, with object counts and batches; or of one relation.',
    keywords: ['direct transfer', 'migration progress', 'export progress', 'bulk import', 'export state'],
    input: ListRelationExportsDto, output: RelationExportStatusListDto, operation: 'groupRelationsStatus', route: 'GET /groups/:id/export_relations/status',
    hints: [GROUP_404, OWNER, { text: 'no export of that relation exists yet; group.group_relations_schedule starts one', statuses: [404] }],
    example: { group_id: 'platform' },
    reply: {
      shape: (answer, input) => ({ group_id: input.group_id, relations: (Array.isArray(answer) ? answer : [answer]).map(relationOf) }),
      render: renderRelationExports,
      nextSteps: ['group.group_relations_schedule for a fresh export'],
    },
  })
  readonly groupRelationsStatus?: Declared;

  @Action({
    id: 'group.group_export_download', title: 'Download a group export', tier: 'free', readOnly: true, destructive: false,
    description: 'Fetch the finished export archive of a group and report its file name, size and type. The archive is not stored or returned (this server writes nothing to disk); download it in GitLab\'s web interface (group settings, Export group) to keep it.',
    keywords: ['backup', 'tarball', 'export file', 'migration', 'export archive'],
    input: GroupIdDto, output: GroupDownloadDto, operation: 'groupExportDownload', route: 'GET /groups/:id/export/download',
    hints: [GROUP_404, OWNER, { text: 'no finished export exists (it may have expired): run group.group_export_schedule and try again once GitLab has built it', statuses: [404] }],
    example: { group_id: 'acme' },
  })
  async groupExportDownload(input: GroupIdDto, ctx: ActionContext): Promise<ActionResult<GroupDownloadDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({ method: 'GET', path: `/groups/${segment(input.group_id)}/export/download`, responseType: 'bytes', maxBytes: DOWNLOAD_READ_BYTES, signal: ctx.signal });
    const out: GroupDownloadDto = { group_id: input.group_id, ...describeDownload(res), next_steps: ['group.group_import_file to import an archive as a new group'] };
    return respond(out, renderGroupDownload(out));
  }

  @Action({
    id: 'group.group_import_file', title: 'Import a group from an export file', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a group from a GitLab group export archive (.tar.gz) sent in the call as base64 (up to 10 MiB), at the top level or under parent_id. The import runs in the background; its projects are not part of a group export.',
    keywords: ['from backup', 'migration', 'tarball', 'upload export', 'tar.gz'],
    input: ImportGroupFileDto, output: GroupImportStartedDto, operation: 'groupImportFile', route: 'POST /groups/import',
    hints: [
      { text: 'the path may be taken (choose another), or the file is not a GitLab group export archive', statuses: [400, 422] },
      { text: 'importing under a parent group needs the Maintainer or Owner role there; a top-level group needs the right to create groups', statuses: [401, 403], namesRole: true },
      { text: 'the parent group may not exist; group.get shows a group', statuses: [404] },
    ],
    example: { file_name: 'acme-export.tar.gz', content: 'H4sIAAAAAAAAA+3BAQ0AAADCoPdPbQ43oAAAAAAAAAAAAIA3A5reHScAKAAA', encoding: 'base64', name: 'Acme copy', path: 'acme-copy' },
  })
  async groupImportFile(input: ImportGroupFileDto, ctx: ActionContext): Promise<ActionResult<GroupImportStartedDto>> {
    const { file_name, content, encoding } = input;
    const file = uploadedFile('groupImportFile', { file_name, content, encoding, content_type: input.content_type ?? 'application/gzip' });
    const res = await ctx.gitlab.rest<unknown>({
      method: 'POST',
      path: '/groups/import',
      form: { file, name: input.name, path: input.path, parent_id: input.parent_id, organization_id: input.organization_id },
      signal: ctx.signal,
    });
    const out: GroupImportStartedDto = { name: input.name, path: input.path, parent_id: input.parent_id, message: messageOf(res.data), next_steps: ['group.get with the new path once the import is finished', 'group.projects to import or move its projects'] };
    return respond(out, renderGroupImportStarted(out));
  }
}
