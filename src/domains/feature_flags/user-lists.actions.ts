import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { CreateUserListDto, ListUserListsDto, UpdateUserListDto, UserListRefDto } from './dto/user-list-params.dto.js';
import { UserListDeletionDto, UserListDto, UserListListDto } from './dto/user-list.dto.js';
import { FEATURE_FLAGS_DOMAIN } from './feature-flags.domain.js';
import { renderUserList, renderUserListDeletion, renderUserListList } from './user-lists.format.js';

const ROLE_HINT = { text: 'feature flag user lists require the Developer role or higher', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the user list may not exist; use feature_flags.ff_user_list_list to find its iid', statuses: [404] };

/** Feature flag user lists: named sets of user IDs that a gitlabUserList strategy targets. */
@Domain(FEATURE_FLAGS_DOMAIN)
@Injectable()
export class UserListActions {
  @Action({
    id: 'feature_flags.ff_user_list_list', title: 'List feature flag user lists', tier: 'free', readOnly: true, destructive: false,
    description: 'List the feature flag user lists of a project (named sets of user IDs a flag can target), optionally searched by name.',
    keywords: ['beta testers', 'target users', 'user segments', 'audience', 'cohorts', 'allowlist'],
    input: ListUserListsDto, output: UserListListDto, operation: 'featureFlagUserListList', route: 'GET /projects/:id/feature_flags_user_lists',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', search: 'beta' },
    reply: {
      list: 'user_lists',
      render: (out, input) => renderUserListList(out, input.project_id),
      nextSteps: ['feature_flags.ff_user_list_get for the users of one list', 'feature_flags.feature_flag_update to target a list with a gitlabUserList strategy'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'feature_flags.ff_user_list_get', title: 'Get a feature flag user list', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one feature flag user list by iid with its user IDs.',
    keywords: ['beta testers', 'user segment', 'audience', 'cohort', 'user IDs'],
    input: UserListRefDto, output: UserListDto, operation: 'featureFlagUserListGet', route: 'GET /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, ROLE_HINT], example: { project_id: '42', iid: 1 },
    reply: { render: (out) => renderUserList(out), nextSteps: ['feature_flags.ff_user_list_update to change its users'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'feature_flags.ff_user_list_create', title: 'Create a feature flag user list', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a named list of user IDs (e.g. beta testers) that feature flags can target with a gitlabUserList strategy.',
    keywords: ['beta testers', 'user segment', 'audience', 'cohort', 'targeting list'],
    input: CreateUserListDto, output: UserListDto, operation: 'featureFlagUserListCreate', route: 'POST /projects/:id/feature_flags_user_lists',
    hints: [{ text: 'a user list with this name may already exist (use feature_flags.ff_user_list_list); user_xids is a comma-separated string', statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', name: 'internal staff', user_xids: 'alice,bob,carol' },
    reply: { render: (out) => renderUserList(out, 'User list created:'), nextSteps: ['feature_flags.feature_flag_update to target it with a gitlabUserList strategy (user_list_id is its id)'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'feature_flags.ff_user_list_update', title: 'Update a feature flag user list', tier: 'free', readOnly: false, destructive: false,
    description: 'Rename a feature flag user list or replace its user IDs (user_xids is the whole new set).',
    keywords: ['beta testers', 'user segment', 'audience', 'cohort', 'rename list'],
    input: UpdateUserListDto, output: UserListDto, operation: 'featureFlagUserListUpdate', route: 'PUT /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, ROLE_HINT], example: { project_id: '42', iid: 1, user_xids: 'user1,user2,user4' },
    reply: { render: (out) => renderUserList(out, 'User list updated:'), nextSteps: ['feature_flags.ff_user_list_get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'feature_flags.ff_user_list_delete', title: 'Delete a feature flag user list', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a feature flag user list; GitLab refuses while a flag strategy still targets it. This cannot be undone.',
    keywords: ['beta testers', 'user segment', 'audience', 'cohort'],
    input: UserListRefDto, output: UserListDeletionDto, operation: 'featureFlagUserListDelete', route: 'DELETE /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, { text: 'a feature flag strategy still uses the list: change it with feature_flags.feature_flag_update first', statuses: [400, 409, 422] }, ROLE_HINT],
    example: { project_id: '42', iid: 1 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, iid: input.iid, message: 'User list deleted.' }),
      render: renderUserListDeletion,
      nextSteps: ['feature_flags.ff_user_list_list to see the remaining lists'],
    },
  })
  readonly delete?: Declared;
}
