import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ActivitiesDto, MyEventsDto, ProjectEventsDto, UserEventsDto } from './dto/activity-params.dto.js';
import { EventListDto } from './dto/activity.dto.js';
import { UserActivityListDto } from './dto/user.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderActivities, renderEvents } from './user-activity.format.js';

/** What users did: events of a user, of the current user and of a project, and last activity. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserActivityActions {
  @Action({
    id: 'user.activities', title: 'List when users were last active', tier: 'free', readOnly: true, destructive: false,
    description: 'List users with the day they were last active (signed in, pushed, used the API) on or after a day. Needs an administrator\'s token; GitLab answers 403 otherwise.',
    keywords: ['last sign-in', 'last seen', 'dormant users', 'last login', 'admin', 'usage report'],
    input: ActivitiesDto, output: UserActivityListDto, operation: 'userActivities', route: 'GET /user/activities',
    hints: [{ text: 'listing activities needs an administrator\'s token', statuses: [401, 403], namesRole: true }, { text: 'from must be a day, YYYY-MM-DD', statuses: [400] }],
    example: { from: '2025-06-01', per_page: 20 },
    reply: { list: 'activities', render: (out) => renderActivities(out), nextSteps: ['user.deactivate for a dormant user'] },
  })
  readonly activities?: Declared;

  @Action({
    id: 'user.contribution_events', title: "List a user's contribution events", tier: 'free', readOnly: true, destructive: false,
    description: "List a user's events (pushes, merge requests, comments, issues), newest first, filtered by action, target type and day.",
    keywords: ['activity feed', 'user activity', 'timeline', 'contribution graph', 'pushes'],
    input: UserEventsDto, output: EventListDto, operation: 'userContributionEvents', route: 'GET /users/:id/events',
    notFound: { resource: 'User', identifier: '{user_id}', nextSteps: ["Use action 'user.list' to find the user"] },
    example: { user_id: '3', action: 'pushed', after: '2025-01-01' },
    reply: { list: 'events', render: (out, input) => renderEvents(out, `Events of user ${input.user_id}`), nextSteps: ['user.get for the user\'s profile'] },
  })
  readonly contributionEvents?: Declared;

  @Action({
    id: 'user.event_list_contributions', title: 'List my events', tier: 'free', readOnly: true, destructive: false,
    description: "List the current user's events (with scope all: every visible project's), newest first, filtered by action, target type and day.",
    keywords: ['my activity', 'activity feed', 'myself', 'current user', 'timeline'],
    input: MyEventsDto, output: EventListDto, operation: 'myEvents', route: 'GET /events',
    hints: [{ text: 'before and after must be days, YYYY-MM-DD', statuses: [400] }],
    example: { target_type: 'merge_request', per_page: 20 },
    reply: { list: 'events', render: (out) => renderEvents(out, 'Your events'), nextSteps: ['user.todo_list for what waits for you'] },
  })
  readonly eventListContributions?: Declared;

  @Action({
    id: 'user.event_list_project', title: "List a project's events", tier: 'free', readOnly: true, destructive: false,
    description: "List a project's events (pushes, merge requests, comments, issues, members joining), newest first, filtered by action, target type and day.",
    keywords: ['repo activity', 'activity feed', 'project timeline', 'recent activity'],
    input: ProjectEventsDto, output: EventListDto, operation: 'projectEvents', route: 'GET /projects/:id/events',
    notFound: { resource: 'Project', identifier: '{project_id}', nextSteps: ["Use action 'project.list' with search to find the project"] },
    example: { project_id: '42', action: 'pushed' },
    reply: { list: 'events', render: (out, input) => renderEvents(out, `Events of project ${input.project_id}`), nextSteps: ['user.contribution_events for one user\'s events'] },
  })
  readonly eventListProject?: Declared;
}
