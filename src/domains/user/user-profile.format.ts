import { card, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { UserDto } from '../shared/user.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { AssociationsCountDto, AvatarDto, MembershipDto, MembershipListDto, UserPageDto, UserStatusDto } from './dto/user.dto.js';

export const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const ROLES: Readonly<Record<number, string>> = { 5: 'Minimal access', 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

/** The name of an access level, e.g. 30 → "Developer (30)". */
export function roleName(level: number | undefined): string | undefined {
  return level === undefined ? undefined : `${ROLES[level] ?? 'Custom'} (${level})`;
}

export function renderUser(u: UserDto, heading = 'User'): string {
  const rows: [string, string | number | boolean | undefined][] = [
    ['ID', u.id],
    ['Name', u.name],
    ['State', u.state],
    ['Web URL', u.web_url],
    ['Email', u.email],
    ['Public email', u.public_email],
    ['Job title', u.job_title],
    ['Organization', u.organization],
    ['Location', u.location],
    ['Administrator', u.is_admin],
    ['Bot', u.bot],
    ['External', u.external],
    ['Two-factor enabled', u.two_factor_enabled],
    ['Created', u.created_at],
    ['Last activity', u.last_activity_on],
  ];
  const shown = rows.filter(([, v]) => v !== undefined && v !== '');
  const identities = (u.identities ?? []).map((i) => `${i.provider ?? '?'}: ${i.extern_uid ?? '?'}`);
  if (identities.length > 0) shown.push(['Identities', identities.join('; ')]);
  const bio = u.bio ? `\n\n${untrusted('Bio', u.bio)}` : '';
  return card(`${heading} @${u.username ?? u.id}`, shown) + bio + steps(u);
}

const userColumns = [
  { header: 'ID', value: (u: UserBasicDto) => u.id },
  { header: 'Username', value: (u: UserBasicDto) => u.username },
  { header: 'Name', value: (u: UserBasicDto) => u.name },
  { header: 'State', value: (u: UserBasicDto) => u.state },
];

export function renderUserList(list: UserPageDto): string {
  return table('Users', userColumns, list.users, 'No user matches.') + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderStatus(s: UserStatusDto, who: string): string {
  const rows = card(`Status of ${who}`, [['Emoji', s.emoji], ['Availability', s.availability ?? 'not_set'], ['Clears at', s.clear_status_at ?? 'never']]);
  return `${rows}\n\n${untrusted('Message', s.message)}${steps(s)}`;
}

export function renderMemberships(list: MembershipListDto, userId: number): string {
  return (
    table(
      `Memberships of user ${userId}`,
      [
        { header: 'Type', value: (m: MembershipDto) => (m.source_type === 'Namespace' ? 'Group' : m.source_type) },
        { header: 'ID', value: (m) => m.source_id },
        { header: 'Name', value: (m) => m.source_name },
        { header: 'Role', value: (m) => roleName(m.access_level) },
      ],
      list.memberships,
      'The user is a member of no project or group.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderAssociations(c: AssociationsCountDto, userId: number): string {
  return (
    card(`What user ${userId} owns and wrote`, [
      ['Groups', c.groups_count],
      ['Projects', c.projects_count],
      ['Issues', c.issues_count],
      ['Merge requests', c.merge_requests_count],
    ]) + steps(c)
  );
}

export function renderAvatar(a: AvatarDto, heading: string): string {
  return card(heading, [['Avatar URL', a.avatar_url ?? 'none']]) + steps(a);
}
