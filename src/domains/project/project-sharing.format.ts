import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { ProjectGroupDto, ProjectGroupLinkDto, ProjectGroupListDto, ProjectUserListDto, StarrerDto, StarrerListDto } from './dto/project-sharing.dto.js';
import { accessLevelName } from './project.format.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderGroupLink(l: ProjectGroupLinkDto, project: string): string {
  return (
    card(`Project ${project} shared with group ${l.group_id}`, [
      ['Group ID', l.group_id],
      ['Role', accessLevelName(l.group_access)],
      ['Expires', l.expires_at],
      ['Custom role', l.member_role_id],
    ]) + steps(l)
  );
}

export function renderProjectGroups(list: ProjectGroupListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (g: ProjectGroupDto) => g.id },
        { header: 'Full path', value: (g) => g.full_path ?? g.path },
        { header: 'Name', value: (g) => g.full_name ?? g.name },
        { header: 'Visibility', value: (g) => g.visibility },
        { header: 'URL', value: (g) => g.web_url },
      ],
      list.groups,
      'No groups.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderProjectUsers(list: ProjectUserListDto, project: string): string {
  return (
    table(
      `Users of project ${project}`,
      [
        { header: 'ID', value: (u: UserBasicDto) => u.id },
        { header: 'Username', value: (u) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'State', value: (u) => u.state },
      ],
      list.users,
      'No users match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderStarrers(list: StarrerListDto, project: string): string {
  return (
    table(
      `Users who starred project ${project}`,
      [
        { header: 'User ID', value: (s: StarrerDto) => s.user?.id },
        { header: 'Username', value: (s) => s.user?.username },
        { header: 'Name', value: (s) => s.user?.name },
        { header: 'Starred since', value: (s) => formatDate(s.starred_since) },
      ],
      list.starrers,
      'Nobody starred this project.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
