import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { MilestoneDetailDto, MilestoneIssueListDto, MilestoneListDto, MilestoneMergeRequestListDto } from '../shared/milestone-detail.dto.js';
import { renderMilestone as renderAny, renderMilestoneIssues as renderIssues, renderMilestoneList as renderList, renderMilestoneMergeRequests as renderMergeRequests } from '../shared/milestone.format.js';
import type { ProjectMilestoneDeletionDto } from './dto/milestone.dto.js';

export function renderMilestone(m: MilestoneDetailDto, heading = 'Milestone'): string {
  return renderAny(m, 'project.milestone_get', heading);
}

export function renderMilestoneList(list: MilestoneListDto, project: string): string {
  return renderList(list, `Milestones of project ${project}`);
}

export function renderMilestoneDeletion(r: ProjectMilestoneDeletionDto): string {
  return card(`Milestone ${r.milestone_iid} deleted`, [['Project', r.project_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}

export function renderMilestoneIssues(list: MilestoneIssueListDto, project: string, iid: number): string {
  return renderIssues(list, `Issues of milestone ${iid} in project ${project}`);
}

export function renderMilestoneMergeRequests(list: MilestoneMergeRequestListDto, project: string, iid: number): string {
  return renderMergeRequests(list, `Merge requests of milestone ${iid} in project ${project}`);
}
