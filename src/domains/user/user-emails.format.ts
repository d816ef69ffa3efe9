import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { EmailDto } from '../shared/email.dto.js';
import type { EmailListDto } from './dto/user-credential.dto.js';
import { keyOwner } from './user-keys.format.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const confirmation = (e: EmailDto): string => (e.confirmed_at ? `confirmed ${formatDate(e.confirmed_at)}` : 'waiting for confirmation');

export function renderEmail(e: EmailDto, heading = 'Email'): string {
  return card(`${heading} ${e.email}`, [['ID', e.id], ['Address', e.email], ['State', confirmation(e)]]) + steps(e);
}

export function renderEmailList(list: EmailListDto, userId?: number): string {
  return (
    table(
      `Secondary email addresses of ${keyOwner(userId)}`,
      [
        { header: 'ID', value: (e: EmailDto) => e.id },
        { header: 'Address', value: (e) => e.email },
        { header: 'State', value: (e) => confirmation(e) },
      ],
      list.emails,
      'No secondary email addresses.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
