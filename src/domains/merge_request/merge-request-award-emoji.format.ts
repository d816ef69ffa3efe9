import { card, formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { AwardEmojiDto, AwardEmojiListDto } from '../shared/award-emoji.dto.js';
import { steps, who } from '../shared/merge-request.format-helpers.js';

export function renderEmoji(e: AwardEmojiDto, title: string): string {
  return (
    card(title, [
      ['ID', e.id],
      ['Emoji', e.name ? `:${e.name}:` : undefined],
      ['User', who(e.user)],
      ['On', e.awardable_type ? `${e.awardable_type} ${e.awardable_id ?? ''}`.trim() : undefined],
      ['Awarded', formatDate(e.created_at)],
    ]) + steps(e)
  );
}

export function renderEmojiList(list: AwardEmojiListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (e: AwardEmojiDto) => e.id },
        { header: 'Emoji', value: (e) => (e.name ? `:${e.name}:` : undefined) },
        { header: 'User', value: (e) => who(e.user) },
        { header: 'Awarded', value: (e) => formatDate(e.created_at) },
      ],
      list.award_emoji,
      'No award emoji.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
