import { card, formatDate, nextStepsBlock, table } from '@gitlab-mcp/action-kit';
import { renderDownloadFacts } from '../shared/download-facts.js';
import type { GroupDownloadDto, GroupExportScheduledDto, GroupImportStartedDto, RelationExportStatusDto, RelationExportStatusListDto } from './dto/group-export.dto.js';

/** The card of an accepted background export. */
export function renderExportScheduled(r: GroupExportScheduledDto, heading: string): string {
  return card(heading, [['Group', r.group_id], ['GitLab', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}

/** The export archive of a group, described. */
export function renderGroupDownload(d: GroupDownloadDto): string {
  return renderDownloadFacts(d, `Export archive of group ${d.group_id}`, ['Group', d.group_id]) + nextStepsBlock(d.next_steps ?? []);
}

/** An import GitLab accepted. */
export function renderGroupImportStarted(r: GroupImportStartedDto): string {
  return card(`Import of group ${r.path} started`, [['Name', r.name], ['Path', r.path], ['Parent group', r.parent_id ?? 'none (top level)'], ['GitLab', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}

const STATUS: Readonly<Record<number, string>> = { 0: 'started', 1: 'finished', [-1]: 'failed' };

/** The relations export of a group, one row per relation. */
export function renderRelationExports(list: RelationExportStatusListDto): string {
  return (
    table(
      `Relations export of group ${list.group_id}`,
      [
        { header: 'Relation', value: (r: RelationExportStatusDto) => r.relation },
        { header: 'Status', value: (r) => (r.status === undefined ? undefined : (STATUS[r.status] ?? String(r.status))) },
        { header: 'Objects', value: (r) => r.total_objects_count },
        { header: 'Batches', value: (r) => (r.batched ? r.batches_count : 'not batched') },
        { header: 'Updated', value: (r) => formatDate(r.updated_at) },
        { header: 'Error', value: (r) => r.error },
      ],
      list.relations,
      'No relations export yet: group.group_relations_schedule starts one.',
    ) + nextStepsBlock(list.next_steps ?? [])
  );
}
