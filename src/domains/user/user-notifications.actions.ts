import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { NoUserParamsDto } from './dto/user-params.dto.js';
import { UpdateGlobalNotificationsDto, UpdateGroupNotificationsDto, UpdateProjectNotificationsDto } from './dto/notification-params.dto.js';
import { NotificationSettingDto } from './dto/notification.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderNotifications } from './user-notifications.format.js';

const LEVEL_400 = { text: 'level must be disabled, participating, watch, global, mention or custom; events apply with custom', statuses: [400] };

/** The current user's notification settings: global, per group and per project. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserNotificationActions {
  @Action({
    id: 'user.notification_global_get', title: 'Get my global notification settings', tier: 'free', readOnly: true, destructive: false,
    description: "Get the current user's global notification level and email (groups and projects set to global follow it).",
    keywords: ['email notifications', 'watch', 'mute', 'participating', 'myself', 'default notifications'],
    input: NoUserParamsDto, output: NotificationSettingDto, operation: 'notificationGlobalGet', route: 'GET /notification_settings',
    example: {},
    reply: { render: (out) => renderNotifications(out, 'global'), nextSteps: ['user.notification_global_update to change them'] },
  })
  readonly globalGet?: Declared;

  @Action({
    id: 'user.notification_global_update', title: 'Change my global notification settings', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Change the current user's global notification level, email, or (level custom) the events that notify.",
    keywords: ['email notifications', 'watch', 'mute', 'participating', 'myself', 'stop emails'],
    input: UpdateGlobalNotificationsDto, output: NotificationSettingDto, operation: 'notificationGlobalUpdate', route: 'PUT /notification_settings',
    hints: [LEVEL_400],
    example: { level: 'participating' },
    reply: { render: (out) => renderNotifications(out, 'global (updated)'), nextSteps: ['user.notification_global_get to read them back'] },
  })
  readonly globalUpdate?: Declared;

  @Action({
    id: 'user.notification_group_get', title: 'Get my notification settings of a group', tier: 'free', readOnly: true, destructive: false,
    description: "Get the current user's notification level for a group (global means the global setting applies).",
    keywords: ['email notifications', 'watch group', 'mute group', 'org', 'team', 'myself'],
    input: GroupIdDto, output: NotificationSettingDto, operation: 'notificationGroupGet', route: 'GET /groups/:id/notification_settings',
    notFound: { resource: 'Group', identifier: '{group_id}', nextSteps: ["Use action 'user.namespace_search' to find the group"] },
    example: { group_id: 'acme' },
    reply: { render: (out, input) => renderNotifications(out, `group ${input.group_id}`), nextSteps: ['user.notification_group_update to change them'] },
  })
  readonly groupGet?: Declared;

  @Action({
    id: 'user.notification_group_update', title: 'Change my notification settings of a group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Change the current user's notification level for a group, or (level custom) the events that notify.",
    keywords: ['email notifications', 'watch group', 'mute group', 'org', 'team', 'stop emails'],
    input: UpdateGroupNotificationsDto, output: NotificationSettingDto, operation: 'notificationGroupUpdate', route: 'PUT /groups/:id/notification_settings',
    notFound: { resource: 'Group', identifier: '{group_id}', nextSteps: ["Use action 'user.namespace_search' to find the group"] },
    hints: [LEVEL_400],
    example: { group_id: 'acme', level: 'watch' },
    reply: { render: (out, input) => renderNotifications(out, `group ${input.group_id} (updated)`), nextSteps: ['user.notification_group_get to read them back'] },
  })
  readonly groupUpdate?: Declared;

  @Action({
    id: 'user.notification_project_get', title: 'Get my notification settings of a project', tier: 'free', readOnly: true, destructive: false,
    description: "Get the current user's notification level for a project (global means the group's or the global setting applies).",
    keywords: ['email notifications', 'watch repo', 'mute repo', 'repo', 'myself'],
    input: ProjectIdDto, output: NotificationSettingDto, operation: 'notificationProjectGet', route: 'GET /projects/:id/notification_settings',
    notFound: { resource: 'Project', identifier: '{project_id}', nextSteps: ["Use action 'project.list' with search to find the project"] },
    example: { project_id: '42' },
    reply: { render: (out, input) => renderNotifications(out, `project ${input.project_id}`), nextSteps: ['user.notification_project_update to change them'] },
  })
  readonly projectGet?: Declared;

  @Action({
    id: 'user.notification_project_update', title: 'Change my notification settings of a project', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Change the current user's notification level for a project, or (level custom) the events that notify, e.g. only failed pipelines.",
    keywords: ['email notifications', 'watch repo', 'mute repo', 'repo', 'stop emails', 'pipeline emails'],
    input: UpdateProjectNotificationsDto, output: NotificationSettingDto, operation: 'notificationProjectUpdate', route: 'PUT /projects/:id/notification_settings',
    notFound: { resource: 'Project', identifier: '{project_id}', nextSteps: ["Use action 'project.list' with search to find the project"] },
    hints: [LEVEL_400],
    example: { project_id: '42', level: 'custom', failed_pipeline: true, new_merge_request: true },
    reply: { render: (out, input) => renderNotifications(out, `project ${input.project_id} (updated)`), nextSteps: ['user.notification_project_get to read them back'] },
  })
  readonly projectUpdate?: Declared;
}
