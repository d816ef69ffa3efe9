import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { ProjectMemberAddDto, ProjectMemberDto, ProjectMemberListDto, ProjectMemberRemovalDto } from '../shared/member.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const ROLE_NAMES: Readonly<Record<number, string>> = {
  0: 'No access',
  5: 'Minimal access',
  10: 'Guest',
  15: 'Planner',
  20: 'Reporter',
  30: 'Developer',
  40: 'Maintainer',
  50: 'Owner',
  60: 'Admin',
};

/** GitLab's name of an access level (`Developer (30)`); an unknown number stays a number. */
export function accessLevelName(level: number | undefined): string | undefined {
  if (typeof level !== 'number') return undefined;
  const name = ROLE_NAMES[level];
  return name === undefined ? `Level ${level}` : `${name} (${level})`;
}

/** The role with its custom role, if any. */
function role(m: ProjectMemberDto): string | undefined {
  const base = accessLevelName(m.access_level);
  return m.member_role?.name ? `${base ?? 'Custom'}, custom role ${m.member_role.name}` : base;
}

export function renderMember(m: ProjectMemberDto, heading = 'Member'): string {
  return (
    card(`${heading} ${m.username ?? m.id}`, [
      ['Name', m.name],
      ['User ID', m.id],
      ['Role', role(m)],
      ['Membership', m.membership_state],
      ['Account', m.state],
      ['Expires', m.expires_at],
      ['Member since', formatDate(m.created_at)],
      ['Added by', m.created_by?.username],
      ['Using a seat', m.is_using_seat],
      ['Profile', m.web_url],
    ]) + steps(m)
  );
}

export function renderMemberList(list: ProjectMemberListDto, project: string): string {
  return (
    table(
      `Members of project ${project}`,
      [
        { header: 'Username', value: (m: ProjectMemberDto) => m.username },
        { header: 'Name', value: (m) => m.name },
        { header: 'User ID', value: (m) => m.id },
        { header: 'Role', value: (m) => role(m) },
        { header: 'Membership', value: (m) => m.membership_state },
        { header: 'Expires', value: (m) => m.expires_at },
      ],
      list.members,
      'No members match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMemberRemoval(r: ProjectMemberRemovalDto): string {
  return card(`Member ${r.user_id} removed`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

/** GitLab's answer to adding several users at once: the outcome, and the reason for each user it refused. */
export function renderMembersAdded(r: ProjectMemberAddDto, users: string): string {
  const refused = Object.entries(r.message ?? {}).map(([who, why]) => [who, why] as const);
  return card(`Members added: ${users}`, [['Outcome', r.status], ...refused]) + steps(r);
}
