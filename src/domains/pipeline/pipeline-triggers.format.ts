import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { framedBlock, framedLines } from '../shared/long-text.js';
import type { PipelineTriggerDeletionDto, PipelineTriggerDto, PipelineTriggerListDto } from './dto/pipeline-trigger.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** A trigger token as a card or table shows it: its first characters only (the whole one is in structuredContent). */
export function maskToken(token: string | null | undefined): string | undefined {
  if (!token) return undefined;
  return token.length <= 8 ? `${token.slice(0, 4)}…` : `${token.slice(0, 8)}…`;
}

export function renderPipelineTrigger(t: PipelineTriggerDto, heading = 'Pipeline trigger token', showToken = false): string {
  const body = card(`${heading} ${t.id}`, [
    ['Token', showToken ? t.token : maskToken(t.token)],
    ['Owner', t.owner?.username],
    ['Last used', formatDate(t.last_used)],
    ['Expires', formatDate(t.expires_at)],
    ['Created', formatDate(t.created_at)],
  ]);
  const note = showToken ? '\n\n_Keep the token secret: anyone holding it can run pipelines in this project._' : '';
  return body + framedBlock('Description', t.description, 'structuredContent.description has it whole') + note + steps(t);
}

export function renderPipelineTriggerList(list: PipelineTriggerListDto, project: string): string {
  return (
    table(
      `Pipeline trigger tokens of project ${project}`,
      [
        { header: 'ID', value: (t: PipelineTriggerDto) => t.id },
        { header: 'Token', value: (t) => maskToken(t.token) },
        { header: 'Owner', value: (t) => t.owner?.username },
        { header: 'Last used', value: (t) => formatDate(t.last_used) },
        { header: 'Expires', value: (t) => formatDate(t.expires_at) },
      ],
      list.triggers,
      'No pipeline trigger tokens.',
    ) +
    framedLines('Descriptions', list.triggers.map((t) => [`${t.id}:`, t.description])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderPipelineTriggerDeletion(r: PipelineTriggerDeletionDto): string {
  return card(`Pipeline trigger token ${r.trigger_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
