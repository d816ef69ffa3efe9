import { card, formatDate, paginationLine, untrusted } from '@gitlab-mcp/action-kit';
import type { CommitCommentListDto, CommitNoteDto } from './dto/commit.dto.js';
import { short, steps, who } from './repository.format-helpers.js';

export function renderCommitComment(n: CommitNoteDto, sha: string): string {
  return (
    card(`Comment on commit ${short(sha)}`, [['Author', who(n.author)], ['Path', n.path], ['Line', n.line], ['Side', n.line_type], ['Created', formatDate(n.created_at)]]) +
    `\n\n${untrusted('Comment', n.note)}` +
    steps(n)
  );
}

export function renderCommitComments(list: CommitCommentListDto, sha: string): string {
  const heading = `Comments on commit ${short(sha)}`;
  if (list.comments.length === 0) return `## ${heading}\n\nNo comments.\n\n${paginationLine(list.pagination)}` + steps(list);
  const parts = list.comments.map((n, i) => {
    const where = n.path ? ` on ${n.path}${n.line ? `:${n.line}` : ''}` : '';
    return `### ${i + 1}. ${who(n.author) ?? 'unknown'}${where}, ${formatDate(n.created_at)}\n\n${untrusted('Comment', n.note)}`;
  });
  return `## ${heading}\n\n${parts.join('\n\n')}\n\n${paginationLine(list.pagination)}` + steps(list);
}
