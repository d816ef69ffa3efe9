import { card, paginationLine } from '@gitlab-mcp/action-kit';
import type { IssueDiscussionDto, IssueDiscussionListDto } from './dto/issue.dto.js';
import { steps } from './issue.format-helpers.js';
import { noteBodies } from './issue-notes.format.js';

export function renderDiscussion(d: IssueDiscussionDto, heading: string): string {
  return (
    card(heading, [
      ['ID', d.id],
      ['Notes', (d.notes ?? []).length],
      ['Resolvable', d.resolvable],
      ['Resolved', d.resolvable ? d.resolved : undefined],
    ]) +
    noteBodies(d.notes ?? []) +
    steps(d)
  );
}

export function renderDiscussionList(o: IssueDiscussionListDto, heading: string): string {
  if (o.discussions.length === 0) return `## ${heading}\n\nNo discussions.\n\n${paginationLine(o.pagination)}${steps(o)}`;
  const threads = o.discussions.map((d) => `\n\n### Discussion ${d.id} (${(d.notes ?? []).length} notes${d.resolvable ? (d.resolved ? ', resolved' : ', unresolved') : ''})${noteBodies(d.notes ?? [])}`);
  return `## ${heading}${threads.join('')}\n\n${paginationLine(o.pagination)}${steps(o)}`;
}
