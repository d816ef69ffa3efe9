import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { UserListDeletionDto, UserListDto, UserListListDto } from './dto/user-list.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** User IDs shown in a card or table; a long list is cut with a count. */
const SHOWN_USERS = 50;

export function userIds(xids: string | undefined): string | undefined {
  if (xids === undefined) return undefined;
  const ids = xids.split(',').map((x) => x.trim()).filter((x) => x !== '');
  if (ids.length <= SHOWN_USERS) return ids.join(', ');
  return `${ids.slice(0, SHOWN_USERS).join(', ')} … and ${ids.length - SHOWN_USERS} more (all in structuredContent.user_xids)`;
}

const count = (xids: string | undefined): number | undefined => (xids === undefined ? undefined : xids.split(',').filter((x) => x.trim() !== '').length);

export function renderUserList(l: UserListDto, heading = 'Feature flag user list'): string {
  return (
    card(`${heading} ${l.name ?? l.iid ?? l.id}`, [
      ['IID', l.iid],
      ['ID', l.id],
      ['Users', count(l.user_xids)],
      ['User IDs', userIds(l.user_xids)],
      ['Created', formatDate(l.created_at)],
      ['Updated', formatDate(l.updated_at)],
    ]) + steps(l)
  );
}

export function renderUserListList(list: UserListListDto, project: string): string {
  return (
    table(
      `Feature flag user lists of project ${project}`,
      [
        { header: 'IID', value: (l: UserListDto) => l.iid },
        { header: 'ID', value: (l) => l.id },
        { header: 'Name', value: (l) => l.name },
        { header: 'Users', value: (l) => count(l.user_xids) },
        { header: 'Updated', value: (l) => formatDate(l.updated_at) },
      ],
      list.user_lists,
      'No user lists match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderUserListDeletion(r: UserListDeletionDto): string {
  return card(`User list ${r.iid} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
