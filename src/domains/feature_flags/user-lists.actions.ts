import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { CreateUserListDto, ListUserListsDto, UpdateUserListDto, UserListRefDto } from './dto/user-list-params.dto.js';
import { UserListDeletionDto, UserListDto, UserListListDto } from './dto/user-list.dto.js';
import { FEATURE_FLAGS_DOMAIN } from './feature-flags.domain.js';
import { renderUserList, renderUserListDeletion, renderUserListList } from './user-lists.format.js';

const ROLE_HINT = { text: 'feature flag user lists require the Developer role or higher', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the user list may not exist; use feature_flags.ff_user_list_list to find its iid', statuses: [404] };

const listPath = (input: UserListRefDto): string => `${projectPath(input.project_id)}/feature_flags_user_lists/${input.iid}`;

/** Feature flag user lists: named sets of user IDs that a gitlabUserList strategy targets. */
@Domain(FEATURE_FLAGS_DOMAIN)
@Injectable()
export class UserListActions {
  @Action({
    id: 'feature_flags.ff_user_list_list',
    title: 'List feature flag user lists',
    description: 'List the feature flag user lists of a project (named sets of user IDs a flag can target), optionally searched by name.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListUserListsDto,
    output: UserListListDto,
    operation: 'featureFlagUserListList',
    route: 'GET /projects/:id/feature_flags_user_lists',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', search: 'beta' },
  })
  async list(input: ListUserListsDto, ctx: ActionContext): Promise<ActionResult<UserListListDto>> {
    const res = await ctx.gitlab.rest<UserListDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/feature_flags_user_lists`,
      query: { search: input.search, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: UserListListDto = {
      user_lists: res.data,
      pagination: pageOf(res, input),
      next_steps: ['feature_flags.ff_user_list_get for the users of one list', 'feature_flags.feature_flag_update to target a list with a gitlabUserList strategy'],
    };
    return respond(out, renderUserListList(out, input.project_id));
  }

  @Action({
    id: 'feature_flags.ff_user_list_get',
    title: 'Get a feature flag user list',
    description: 'Get one feature flag user list by iid with its user IDs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: UserListRefDto,
    output: UserListDto,
    operation: 'featureFlagUserListGet',
    route: 'GET /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { project_id: '42', iid: 1 },
  })
  async get(input: UserListRefDto, ctx: ActionContext): Promise<ActionResult<UserListDto>> {
    const res = await ctx.gitlab.rest<UserListDto>({ method: 'GET', path: listPath(input), signal: ctx.signal });
    const out: UserListDto = { ...res.data, next_steps: ['feature_flags.ff_user_list_update to change its users'] };
    return respond(out, renderUserList(out));
  }

  @Action({
    id: 'feature_flags.ff_user_list_create',
    title: 'Create a feature flag user list',
    description: 'Create a named list of user IDs (e.g. beta testers) that feature flags can target with a gitlabUserList strategy.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateUserListDto,
    output: UserListDto,
    operation: 'featureFlagUserListCreate',
    route: 'POST /projects/:id/feature_flags_user_lists',
    hints: [{ text: 'a user list with this name may already exist (use feature_flags.ff_user_list_list); user_xids is a comma-separated string', statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', name: 'internal staff', user_xids: 'alice,bob,carol' },
  })
  async create(input: CreateUserListDto, ctx: ActionContext): Promise<ActionResult<UserListDto>> {
    const res = await ctx.gitlab.rest<UserListDto>({
      method: 'POST',
      path: `${projectPath(input.project_id)}/feature_flags_user_lists`,
      body: { name: input.name, user_xids: input.user_xids },
      signal: ctx.signal,
    });
    const out: UserListDto = { ...res.data, next_steps: ['feature_flags.feature_flag_update to target it with a gitlabUserList strategy (user_list_id is its id)'] };
    return respond(out, renderUserList(out, 'User list created:'));
  }

  @Action({
    id: 'feature_flags.ff_user_list_update',
    title: 'Update a feature flag user list',
    description: 'Rename a feature flag user list or replace its user IDs (user_xids is the whole new set).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateUserListDto,
    output: UserListDto,
    operation: 'featureFlagUserListUpdate',
    route: 'PUT /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { project_id: '42', iid: 1, user_xids: 'user1,user2,user4' },
  })
  async update(input: UpdateUserListDto, ctx: ActionContext): Promise<ActionResult<UserListDto>> {
    const res = await ctx.gitlab.rest<UserListDto>({ method: 'PUT', path: listPath(input), body: { name: input.name, user_xids: input.user_xids }, signal: ctx.signal });
    const out: UserListDto = { ...res.data, next_steps: ['feature_flags.ff_user_list_get to review it'] };
    return respond(out, renderUserList(out, 'User list updated:'));
  }

  @Action({
    id: 'feature_flags.ff_user_list_delete',
    title: 'Delete a feature flag user list',
    description: 'Delete a feature flag user list; GitLab refuses while a flag strategy still targets it. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: UserListRefDto,
    output: UserListDeletionDto,
    operation: 'featureFlagUserListDelete',
    route: 'DELETE /projects/:id/feature_flags_user_lists/:iid',
    hints: [MISSING_HINT, { text: 'a feature flag strategy still uses the list: change it with feature_flags.feature_flag_update first', statuses: [400, 409, 422] }, ROLE_HINT],
    example: { project_id: '42', iid: 1 },
  })
  async delete(input: UserListRefDto, ctx: ActionContext): Promise<ActionResult<UserListDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: listPath(input), signal: ctx.signal });
    const out: UserListDeletionDto = { project_id: input.project_id, iid: input.iid, message: 'User list deleted.', next_steps: ['feature_flags.ff_user_list_list to see the remaining lists'] };
    return respond(out, renderUserListDeletion(out));
  }
}
