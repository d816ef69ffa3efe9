import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { cursorArgs, pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import {
  SavedViewCreateDto,
  SavedViewDeletionDto,
  SavedViewDto,
  SavedViewGetDto,
  SavedViewListDto,
  SavedViewPageDto,
  SavedViewRefDto,
  SavedViewUpdateDto,
  type SavedViewFiltersDto,
} from './dto/work-item.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { namespacePath } from './namespace-path.js';
import { renderSavedView, renderSavedViewPage } from './saved-views.format.js';
import {
  SAVED_VIEW_CREATE_MUTATION,
  SAVED_VIEW_DELETE_MUTATION,
  SAVED_VIEW_GET_QUERY,
  SAVED_VIEW_LIST_QUERY,
  SAVED_VIEW_SUBSCRIBE_MUTATION,
  SAVED_VIEW_UNSUBSCRIBE_MUTATION,
  SAVED_VIEW_UPDATE_MUTATION,
  type SavedViewGetData,
  type SavedViewListData,
  type SavedViewNode,
  type SavedViewPayload,
} from './saved-views.query.js';
import { renderDeletion } from './work-items.format.js';

const FILTER_KEYS: ReadonlyArray<readonly [keyof SavedViewFiltersDto, string]> = [
  ['state', 'state'],
  ['search', 'search'],
  ['label_name', 'labelName'],
  ['milestone_title', 'milestoneTitle'],
  ['assignee_usernames', 'assigneeUsernames'],
  ['author_username', 'authorUsername'],
  ['types', 'types'],
  ['confidential', 'confidential'],
];

/** Our snake_case filters as GitLab's `WorkItemSavedViewFilterInput`. */
function filterInput(f: SavedViewFiltersDto): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [ours, theirs] of FILTER_KEYS) if (f[ours] !== undefined) out[theirs] = f[ours];
  return out;
}

/** GitLab's stored filters (its JSON scalar) read back into our typed subset; unknown keys are dropped. */
function filtersOf(raw: unknown): SavedViewFiltersDto | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [ours, theirs] of FILTER_KEYS) {
    const v = src[theirs] ?? src[ours];
    if (ours === 'confidential' ? typeof v === 'boolean' : ['search', 'author_username', 'state'].includes(ours) ? typeof v === 'string' : Array.isArray(v)) {
      out[ours] = ours === 'state' && typeof v === 'string' ? v.toLowerCase() : v;
    }
  }
  return out as SavedViewFiltersDto;
}

function savedViewOf(n: SavedViewNode): SavedViewDto {
  return {
    id: n.id,
    name: n.name,
    description: n.description ?? undefined,
    filters: filtersOf(n.filters),
    sort: n.sort ?? undefined,
    private: n.isPrivate,
    subscribed: n.subscribed,
    share_url: n.shareUrl ?? undefined,
    updated_at: n.updatedAt ?? undefined,
    author_username: n.author?.username,
  };
}

function savedViewOut(p: SavedViewPayload, field: string): SavedViewDto {
  if (!p.savedView) throw new GraphqlDataError({ source: 'mutation-payload', operation: field, messages: ['GitLab returned no saved view'] });
  return savedViewOf(p.savedView);
}

/** Saved work-item views over GraphQL (experimental in GitLab). */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class SavedViewActions {
  @Action({
    id: 'issue.work_item_saved_view_list',
    title: 'List saved work item views',
    description: 'List the saved work-item views (named filter sets) of a group or project (experimental GitLab feature). Cursor paging: first/after, last/before.',
    keywords: ['saved filters', 'saved searches', 'custom views', 'presets'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SavedViewListDto,
    output: SavedViewPageDto,
    operation: 'workItemSavedViewList',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', first: 20 },
  })
  async savedViewList(input: SavedViewListDto, ctx: ActionContext): Promise<ActionResult<SavedViewPageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<SavedViewListData>(
      SAVED_VIEW_LIST_QUERY,
      { fullPath, ...paging, search: input.search, sort: input.sort, subscribedOnly: input.subscribed_only },
      ctx.signal,
    );
    const conn = requireGraphqlData(res, 'workItemSavedViewList').namespace?.savedViews;
    const out: SavedViewPageDto = {
      saved_views: (conn?.nodes ?? []).filter((n): n is SavedViewNode => n !== null).map(savedViewOf),
      page_info: pageInfoOf(conn?.pageInfo),
      next_steps: ['issue.work_item_saved_view_get for one view', 'issue.work_item_saved_view_create to save a new one'],
    };
    return respond(out, renderSavedViewPage(out, fullPath));
  }

  @Action({
    id: 'issue.work_item_saved_view_get',
    title: 'Get a saved work item view',
    description: 'Get one saved work-item view of a group or project by global ID: its filters, sort and visibility (experimental GitLab feature).',
    keywords: ['saved filter', 'saved search', 'custom view'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SavedViewGetDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewGet',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewGet(input: SavedViewGetDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<SavedViewGetData>(SAVED_VIEW_GET_QUERY, { fullPath, id: input.id }, ctx.signal);
    const node = requireGraphqlData(res, 'workItemSavedViewGet').namespace?.savedViews?.nodes?.find((n): n is SavedViewNode => n !== null);
    if (!node) throw new ActionRefusalError(`workItemSavedViewGet: no saved view ${input.id} in ${fullPath}, or the token cannot see it. Use issue.work_item_saved_view_list to see the views.`);
    const out: SavedViewDto = { ...savedViewOf(node), next_steps: ['issue.work_item_saved_view_update to change it', 'issue.work_item_list with the same filters'] };
    return respond(out, renderSavedView(out, 'Saved view'));
  }

  @Action({
    id: 'issue.work_item_saved_view_create',
    title: 'Save a work item view',
    description: 'Save a named set of work-item filters and sort order in a group or project (experimental GitLab feature); private to you unless private=false.',
    keywords: ['saved filter', 'saved search', 'custom view', 'bookmark filter'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: SavedViewCreateDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewCreate',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', name: 'Open bugs', filters: { state: 'opened', label_name: ['bug'] }, sort: 'UPDATED_DESC' },
  })
  async savedViewCreate(input: SavedViewCreateDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<{ workItemSavedViewCreate: SavedViewPayload | null }>(
      SAVED_VIEW_CREATE_MUTATION,
      {
        input: {
          namespacePath: fullPath,
          name: input.name,
          description: input.description,
          filters: filterInput(input.filters),
          displaySettings: {},
          sort: input.sort ?? 'CREATED_DESC',
          isPrivate: input.private,
        },
      },
      ctx.signal,
    );
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewCreate'), 'workItemSavedViewCreate'), next_steps: ['issue.work_item_saved_view_list to see every view'] };
    return respond(out, renderSavedView(out, 'Saved view created'));
  }

  @Action({
    id: 'issue.work_item_saved_view_update',
    title: 'Update a saved work item view',
    description: 'Rename a saved work-item view or change its description, filters, sort or visibility (experimental GitLab feature).',
    keywords: ['edit saved filter', 'saved search', 'rename view'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewUpdateDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewUpdate',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1', name: 'Open backend bugs' },
  })
  async savedViewUpdate(input: SavedViewUpdateDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewUpdate: SavedViewPayload | null }>(
      SAVED_VIEW_UPDATE_MUTATION,
      {
        input: {
          id: input.id,
          name: input.name,
          description: input.description,
          filters: input.filters ? filterInput(input.filters) : undefined,
          sort: input.sort,
          isPrivate: input.private,
        },
      },
      ctx.signal,
    );
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewUpdate'), 'workItemSavedViewUpdate'), next_steps: ['issue.work_item_saved_view_get to read it back'] };
    return respond(out, renderSavedView(out, 'Saved view updated'));
  }

  @Action({
    id: 'issue.work_item_saved_view_delete',
    title: 'Delete a saved work item view',
    description: 'Delete a saved work-item view for everyone who uses it (experimental GitLab feature).',
    keywords: ['remove saved filter', 'saved search'],
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDeletionDto,
    operation: 'workItemSavedViewDelete',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewDelete(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDeletionDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewDelete: SavedViewPayload | null }>(SAVED_VIEW_DELETE_MUTATION, { input: { id: input.id } }, ctx.signal);
    requireMutationPayload(res, 'workItemSavedViewDelete');
    const out: SavedViewDeletionDto = { id: input.id, message: 'Saved view deleted.', next_steps: ['issue.work_item_saved_view_list to see the remaining views'] };
    return respond(out, renderDeletion(out, 'Saved view deleted'));
  }

  @Action({
    id: 'issue.work_item_saved_view_subscribe',
    title: 'Subscribe to a saved work item view',
    description: 'Add a saved work-item view to your subscribed views (shown in your work item list tabs; GitLab limits how many). Experimental GitLab feature.',
    keywords: ['pin view', 'follow view', 'favorite view'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewSubscribe',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewSubscribe(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewSubscribe: SavedViewPayload | null }>(SAVED_VIEW_SUBSCRIBE_MUTATION, { input: { id: input.id } }, ctx.signal);
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewSubscribe'), 'workItemSavedViewSubscribe'), next_steps: ['issue.work_item_saved_view_unsubscribe to undo'] };
    return respond(out, renderSavedView(out, 'Subscribed to saved view'));
  }

  @Action({
    id: 'issue.work_item_saved_view_unsubscribe',
    title: 'Unsubscribe from a saved work item view',
    description: 'Remove a saved work-item view from your subscribed views (the view itself stays). Experimental GitLab feature.',
    keywords: ['unpin view', 'unfollow view'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewUnsubscribe',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewUnsubscribe(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewUnsubscribe: SavedViewPayload | null }>(SAVED_VIEW_UNSUBSCRIBE_MUTATION, { input: { id: input.id } }, ctx.signal);
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewUnsubscribe'), 'workItemSavedViewUnsubscribe'), next_steps: ['issue.work_item_saved_view_subscribe to subscribe again'] };
    return respond(out, renderSavedView(out, 'Unsubscribed from saved view'));
  }
}
