import { table } from '@gitlab-mcp/action-kit';
import type { MrContextCommitListDto } from './dto/merge-request-related.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';
import { commitColumns } from './merge-request.format.js';
import { commitMessages } from '../shared/merge-request.framing.js';

export function renderContextCommits(list: MrContextCommitListDto, title: string): string {
  const body = list.commits.length > 0 ? `\n\n${commitMessages(list.commits)}` : '';
  return table(title, commitColumns, list.commits, 'No context commits.') + body + steps(list);
}
