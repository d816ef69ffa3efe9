import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupActivityCountDto, GroupIssueListDto, GroupReleaseListDto, type GroupIssueDto } from './dto/group-results.dto.js';
import { GroupActivityDto, ListGroupReleasesDto } from './dto/group-ops-params.dto.js';
import { GroupIssuesQueryDto } from './dto/group-issue-params.dto.js';
import { GROUP_404 } from './group-core.hints.js';
import { renderGroupActivity, renderGroupIssues, renderGroupReleases } from './group-content.format.js';
import { GROUP_DOMAIN } from './group.domain.js';

const ACTIVITY_HINTS = [
  { text: 'group_path must be the full path of a group you can see (e.g. "my-org/backend")', statuses: [400, 404] },
  { text: 'group activity analytics need Premium and at least the Reporter role in the group', statuses: [401, 403], namesRole: true },
];

/** An issue with its labels as names, whether GitLab answered names or label objects (with_labels_details). */
function withLabelNames(issue: Record<string, unknown>): GroupIssueDto {
  const labels = Array.isArray(issue['labels']) ? issue['labels'].map((l) => (typeof l === 'string' ? l : String((l as { name?: unknown }).name ?? ''))) : undefined;
  return { ...(issue as unknown as GroupIssueDto), labels };
}

/** What happens in a group: its issues, releases and activity counts. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupActivityActions {
  @Action({
    id: 'group.issues', title: 'List the issues of a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the issues of every project in a group and its subgroups, with GitLab\'s filters: state, labels, milestone, author, assignee, dates, search, and negated filters in not.',
    keywords: ['org issues', 'tickets', 'bugs', 'across projects', 'cross-project'],
    input: GroupIssuesQueryDto, output: GroupIssueListDto, operation: 'groupIssues', route: 'GET /groups/:id/issues',
    hints: [GROUP_404],
    example: { group_id: 'my-org', state: 'opened', per_page: 20 },
    reply: { list: 'issues', shape: (answer) => (answer as Record<string, unknown>[]).map(withLabelNames), render: (out, input) => renderGroupIssues(out, input.group_id), nextSteps: ['issue.get for one issue'] },
  })
  readonly issues?: Declared;

  @Action({
    id: 'group.release_list', title: 'List the releases of a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the releases of the projects in a group, newest first by default.',
    keywords: ['org releases', 'changelog', 'release notes', 'shipped', 'across projects'],
    input: ListGroupReleasesDto, output: GroupReleaseListDto, operation: 'groupReleaseList', route: 'GET /groups/:id/releases',
    hints: [GROUP_404],
    example: { group_id: 'acme', per_page: 20 },
    reply: { list: 'releases', render: (out, input) => renderGroupReleases(out, input.group_id), nextSteps: ['release.get for one release of a project'] },
  })
  readonly releaseList?: Declared;

  @Action({
    id: 'group.analytics_issues_count', title: 'Count the recent issues of a group', tier: 'premium', readOnly: true, destructive: false,
    description: 'Number of issues created in a group and its subgroups in the last 90 days (group activity analytics, Premium).',
    keywords: ['activity analytics', 'insights', 'metrics', 'stats', 'new issues'],
    input: GroupActivityDto, output: GroupActivityCountDto, operation: 'groupAnalyticsIssuesCount', route: 'GET /analytics/group_activity/issues_count',
    hints: ACTIVITY_HINTS,
    example: { group_path: 'my-org' },
    reply: { shape: (answer: { issues_count?: number }, input) => ({ group_path: input.group_path, issues_count: answer.issues_count }), render: (out) => renderGroupActivity(out, 'Issues', out.issues_count), nextSteps: ['group.issues to list them'] },
  })
  readonly analyticsIssuesCount?: Declared;

  @Action({
    id: 'group.analytics_mr_count', title: 'Count the recent merge requests of a group', tier: 'premium', readOnly: true, destructive: false,
    description: 'Number of merge requests created in a group and its subgroups in the last 90 days (group activity analytics, Premium).',
    keywords: ['activity analytics', 'insights', 'metrics', 'stats', 'PRs'],
    input: GroupActivityDto, output: GroupActivityCountDto, operation: 'groupAnalyticsMrCount', route: 'GET /analytics/group_activity/merge_requests_count',
    hints: ACTIVITY_HINTS,
    example: { group_path: 'my-org' },
    reply: { shape: (answer: { merge_requests_count?: number }, input) => ({ group_path: input.group_path, merge_requests_count: answer.merge_requests_count }), render: (out) => renderGroupActivity(out, 'Merge requests', out.merge_requests_count), nextSteps: ['merge_request.list to list merge requests'] },
  })
  readonly analyticsMrCount?: Declared;

  @Action({
    id: 'group.analytics_members_count', title: 'Count the new members of a group', tier: 'premium', readOnly: true, destructive: false,
    description: 'Number of members added to a group and its subgroups in the last 90 days (group activity analytics, Premium).',
    keywords: ['activity analytics', 'new joiners', 'growth', 'headcount', 'stats'],
    input: GroupActivityDto, output: GroupActivityCountDto, operation: 'groupAnalyticsMembersCount', route: 'GET /analytics/group_activity/new_members_count',
    hints: ACTIVITY_HINTS,
    example: { group_path: 'my-org' },
    reply: { shape: (answer: { new_members_count?: number }, input) => ({ group_path: input.group_path, new_members_count: answer.new_members_count }), render: (out) => renderGroupActivity(out, 'New members', out.new_members_count), nextSteps: ['group.members to list the members'] },
  })
  readonly analyticsMembersCount?: Declared;
}
