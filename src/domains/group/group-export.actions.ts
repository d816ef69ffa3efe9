import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { GroupExportScheduledDto, ScheduleRelationsExportDto } from './dto/group-export.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderExportScheduled } from './group-export.format.js';

const GROUP_404 = { text: 'verify group_id; use group.list to find the group', statuses: [404] };
const OWNER = { text: 'exporting a group needs the Owner role in the group', statuses: [401, 403], namesRole: true };
const messageOf = (answer: unknown): string => (typeof answer === 'object' && answer !== null && typeof (answer as { message?: unknown }).message === 'string' ? (answer as { message: string }).message : '202 Accepted');

/** Group exports: the file-based export of a whole group and the relation exports direct transfer reads. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupExportActions {
  @Action({
    id: 'group.group_export_schedule', title: 'Schedule a group export', tier: 'free', readOnly: false, destructive: false,
    description: "Start exporting a group (subgroups, labels, milestones, boards, badges, epics, members; not its projects) to an archive, in the background.",
    input: GroupIdDto, output: GroupExportScheduledDto, operation: 'groupExportSchedule', route: 'POST /groups/:id/export',
    hints: [GROUP_404, OWNER, { text: 'an export may already be running, or too many were asked for (rate limit); try again later', statuses: [400, 429] }],
    example: { group_id: 'acme' },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, message: messageOf(answer) }), render: (out, input) => renderExportScheduled(out, `Export of group ${input.group_id} scheduled`), nextSteps: ['group.group_export_schedule again later for a fresh archive (GitLab keeps the latest one)'] },
  })
  readonly groupExportSchedule?: Declared;

  @Action({
    id: 'group.group_relations_schedule', title: 'Schedule a group relations export', tier: 'free', readOnly: false, destructive: false,
    description: "Start a new export of each relation of a group (labels, milestones, boards, ...) for direct transfer to another GitLab, in the background; batched for large groups.",
    input: ScheduleRelationsExportDto, output: GroupExportScheduledDto, operation: 'groupRelationsSchedule', route: 'POST /groups/:id/export_relations',
    hints: [GROUP_404, OWNER],
    example: { group_id: 'acme', batched: true },
    reply: { shape: (answer, input) => ({ group_id: input.group_id, message: messageOf(answer) }), render: (out, input) => renderExportScheduled(out, `Relations export of group ${input.group_id} scheduled`), nextSteps: ['group.group_relations_schedule again later for a fresh export'] },
  })
  readonly groupRelationsSchedule?: Declared;
}
