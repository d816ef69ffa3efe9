import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { MemberDto } from './member.dto.js';

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
export function memberRole(m: MemberDto): string | undefined {
  const base = accessLevelName(m.access_level);
  return m.member_role?.name ? `${base ?? 'Custom'}, custom role ${m.member_role.name}` : base;
}

export function renderMember(m: MemberDto, heading = 'Member'): string {
  return (
    card(`${heading} ${m.username ?? m.id}`, [
      ['Name', m.name],
      ['User ID', m.id],
      ['Role', memberRole(m)],
      ['Membership', m.membership_state],
      ['Account', m.state],
      ['Expires', m.expires_at],
      ['Member since', formatDate(m.created_at)],
      ['Added by', m.created_by?.username],
      ['Using a seat', m.is_using_seat],
      ['Profile', m.web_url],
    ]) + nextStepsBlock(m.next_steps ?? [])
  );
}
