import { card, formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { IssueAwardEmojiDto as AwardEmojiDto, IssueAwardEmojiListDto as AwardEmojiListDto } from './dto/issue.dto.js';
import { steps, who } from './issue.format-helpers.js';

export function renderAward(a: AwardEmojiDto, heading: string): string {
  return (
    card(heading, [
      ['ID', a.id],
      ['Emoji', `:${a.name}:`],
      ['By', who(a.user)],
      ['On', a.awardable_type ? `${a.awardable_type} ${a.awardable_id ?? ''}`.trim() : undefined],
      ['Created', formatDate(a.created_at)],
    ]) + steps(a)
  );
}

export function renderAwardList(o: AwardEmojiListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (a: AwardEmojiDto) => a.id },
        { header: 'Emoji', value: (a) => `:${a.name}:` },
        { header: 'By', value: (a) => who(a.user) },
        { header: 'Created', value: (a) => formatDate(a.created_at) },
      ],
      o.award_emoji,
      'No award emoji.',
    ) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}
