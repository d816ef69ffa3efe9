import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { GroupSsoOutcomeDto, LdapLinkDto, LdapLinkListDto, SamlLinkDto, SamlLinkListDto, SamlUserListDto } from './dto/group-sso-link.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const ROLES: Readonly<Record<number, string>> = { 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };
const role = (level: number | undefined, custom: number | undefined): string | undefined =>
  custom !== undefined ? `custom role ${custom}` : level === undefined ? undefined : (ROLES[level] ?? `access level ${level}`);

export function renderLdapLinkList(list: LdapLinkListDto, group: string): string {
  return (
    table(
      `LDAP links of group ${group}`,
      [
        { header: 'Provider', value: (l: LdapLinkDto) => l.provider },
        { header: 'CN', value: (l) => l.cn },
        { header: 'Filter', value: (l) => l.filter },
        { header: 'Role', value: (l) => role(l.group_access, l.member_role_id) },
      ],
      list.ldap_links,
      'No LDAP links.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderLdapLink(l: LdapLinkDto, heading: string): string {
  return card(heading, [['Provider', l.provider], ['CN', l.cn], ['Filter', l.filter], ['Role', role(l.group_access, l.member_role_id)]]) + steps(l);
}

export function renderSamlLinkList(list: SamlLinkListDto, group: string): string {
  return (
    table(
      `SAML links of group ${group}`,
      [
        { header: 'SAML group', value: (l: SamlLinkDto) => l.name },
        { header: 'Provider', value: (l) => l.provider },
        { header: 'Role', value: (l) => role(l.access_level, l.member_role_id) },
      ],
      list.saml_links,
      'No SAML links.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderSamlLink(l: SamlLinkDto, heading = 'SAML link'): string {
  return card(`${heading} ${l.name ?? ''}`.trim(), [['Provider', l.provider], ['Role', role(l.access_level, l.member_role_id)]]) + steps(l);
}

export function renderSamlUserList(list: SamlUserListDto, group: string): string {
  return (
    table(
      `SAML users of group ${group}`,
      [
        { header: 'ID', value: (u: UserBasicDto) => u.id },
        { header: 'Username', value: (u) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'State', value: (u) => u.state },
      ],
      list.users,
      'No SAML users match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderGroupSsoOutcome(r: GroupSsoOutcomeDto, heading: string): string {
  return card(heading, [['Group', r.group_id], ...(r.link === undefined ? [] : [['Link', r.link] as const]), ['Result', r.message]]) + steps(r);
}
