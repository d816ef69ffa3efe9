import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import { renderLabelList as renderLabels } from '../shared/label.format.js';
import type { ProjectLabelDeletionDto, ProjectLabelListDto } from './dto/label.dto.js';

export { renderLabel } from '../shared/label.format.js';

export function renderLabelList(list: ProjectLabelListDto, project: string): string {
  return renderLabels(list, `Labels of project ${project}`);
}

export function renderLabelDeletion(r: ProjectLabelDeletionDto): string {
  return card(`Label ${r.label_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
