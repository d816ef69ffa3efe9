import { formatDate, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { EventDto, EventListDto } from './dto/activity.dto.js';
import type { UserActivityDto, UserActivityListDto } from './dto/user.dto.js';
import { steps } from './user-profile.format.js';

/** What an event was about, e.g. "MergeRequest !7 Add caching" or "push to main (3 commits)". */
export function eventTarget(e: EventDto): string {
  if (e.push_data) return `${e.push_data.ref_type ?? 'ref'} ${e.push_data.ref ?? ''} (${e.push_data.commit_count ?? 0} commits)`.replace('  ', ' ');
  if (e.target_type === undefined || e.target_type === null) return '';
  const ref = e.target_iid ?? e.target_id;
  return [e.target_type, ref === undefined || ref === null ? '' : `#${ref}`, e.target_title ?? ''].filter((s) => s !== '').join(' ');
}

export function renderEvents(list: EventListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'ID', value: (e: EventDto) => e.id },
        { header: 'When', value: (e) => formatDate(e.created_at) },
        { header: 'Author', value: (e) => e.author_username },
        { header: 'Action', value: (e) => e.action_name },
        { header: 'Target', value: (e) => eventTarget(e) },
        { header: 'Project', value: (e) => e.project_id },
      ],
      list.events,
      'No event matches.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderActivities(list: UserActivityListDto): string {
  return (
    table(
      'Last activity of users',
      [
        { header: 'Username', value: (a: UserActivityDto) => a.username },
        { header: 'Last active on', value: (a) => a.last_activity_on },
      ],
      list.activities,
      'No user was active in that period.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
