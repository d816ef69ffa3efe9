import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import { segment } from '../shared/project-ref.js';
import { DiscussionDto, DiscussionListDto, DiscussionNoteDto, NoteDeletionDto, NoteDto } from './dto/commit.dto.js';
import {
  AddCommitDiscussionNoteDto,
  CommitDiscussionNoteRefDto,
  CommitDiscussionRefDto,
  CreateCommitDiscussionDto,
  ListCommitDiscussionsDto,
  UpdateCommitDiscussionNoteDto,
} from './dto/discussion-params.dto.js';
import { renderDiscussion, renderDiscussionNote, renderDiscussions, renderNoteDeletion } from './repository-commit-discussions.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { COMMIT_404 } from './repository.hints.js';
import type { Json } from './repository.mapping.js';
import { commitPath } from './repository.rest.js';

const EXAMPLE_DISCUSSION = '6a9c1750b37d513a43987b574953fceb50b03ce7';

/** Commit discussions. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitDiscussionActions {
  @Action({
    id: 'repository.commit_discussion_list',
    title: 'List commit discussions',
    description: 'List the discussion threads of a commit with their notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListCommitDiscussionsDto,
    output: DiscussionListDto,
    operation: 'commitDiscussionList',
    route: 'GET /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitDiscussionList(input: ListCommitDiscussionsDto, ctx: ActionContext): Promise<ActionResult<DiscussionListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/discussions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: DiscussionListDto = {
      discussions: asArray<Json>(res.data).map(toDiscussion),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_discussion_add_note to reply to a thread', 'repository.commit_discussion_create to start a thread'],
    };
    return respond(out, renderDiscussions(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_get',
    title: 'Get a commit discussion',
    description: 'Get one discussion thread of a commit with its notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitDiscussionRefDto,
    output: DiscussionDto,
    operation: 'commitDiscussionGet',
    route: 'GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list to see the threads', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION },
  })
  async commitDiscussionGet(input: CommitDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<Json>({ method: 'GET', path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}`, signal: ctx.signal });
    const out: DiscussionDto = { ...toDiscussion(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_add_note to reply'] };
    return respond(out, renderDiscussion(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_create',
    title: 'Start a commit discussion',
    description: 'Start a discussion thread on a commit, general or on a line of its diff (position).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateCommitDiscussionDto,
    output: DiscussionDto,
    operation: 'commitDiscussionCreate',
    route: 'POST /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [{ text: 'a diff thread needs a position matching the commit diff (base_sha, start_sha, head_sha and a changed line; see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', body: 'Should this be configurable?' },
  })
  async commitDiscussionCreate(input: CreateCommitDiscussionDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/discussions`,
      body: { body: input.body, created_at: input.created_at, position: input.position },
      signal: ctx.signal,
    });
    const out: DiscussionDto = { ...toDiscussion(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_list to see every thread'] };
    return respond(out, renderDiscussion(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_add_note',
    title: 'Reply to a commit discussion',
    description: 'Add a note (reply) to a discussion thread of a commit.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddCommitDiscussionNoteDto,
    output: DiscussionNoteDto,
    operation: 'commitDiscussionAddNote',
    route: 'POST /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, body: 'Agreed, done in the next commit.' },
  })
  async commitDiscussionAddNote(input: AddCommitDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<DiscussionNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes`,
      body: { body: input.body, created_at: input.created_at },
      signal: ctx.signal,
    });
    const out: DiscussionNoteDto = { ...toNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_get to read the thread'] };
    return respond(out, renderDiscussionNote(out, 'added'));
  }

  @Action({
    id: 'repository.commit_discussion_update_note',
    title: 'Update a commit discussion note',
    description: 'Change the text of a note in a commit discussion, or resolve/unresolve it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateCommitDiscussionNoteDto,
    output: DiscussionNoteDto,
    operation: 'commitDiscussionUpdateNote',
    route: 'PUT /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'give body or resolved', statuses: [400] },
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may change it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1, body: 'Updated: see the follow-up commit.' },
  })
  async commitDiscussionUpdateNote(input: UpdateCommitDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<DiscussionNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'PUT',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes/${segment(input.note_id)}`,
      body: { body: input.body, resolved: input.resolved },
      signal: ctx.signal,
    });
    const out: DiscussionNoteDto = { ...toNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_get to read the thread'] };
    return respond(out, renderDiscussionNote(out, 'updated'));
  }

  @Action({
    id: 'repository.commit_discussion_delete_note',
    title: 'Delete a commit discussion note',
    description: 'Delete a note from a commit discussion. It cannot be restored.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: CommitDiscussionNoteRefDto,
    output: NoteDeletionDto,
    operation: 'commitDiscussionDeleteNote',
    route: 'DELETE /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may delete it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1 },
  })
  async commitDiscussionDeleteNote(input: CommitDiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<NoteDeletionDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes/${segment(input.note_id)}`,
      signal: ctx.signal,
    });
    const out: NoteDeletionDto = {
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      discussion_id: input.discussion_id,
      note_id: input.note_id,
      message: 'Note deleted.',
      next_steps: ['repository.commit_discussion_get to see the rest of the thread'],
    };
    return respond(out, renderNoteDeletion(out));
  }
}

function toNote(n: Json): NoteDto {
  return { ...n, id: asInt(n.id) ?? 0, body: asString(n.body), type: asString(n.type), noteable_type: asString(n.noteable_type), resolved_by: asObject(n.resolved_by), author: asObject(n.author) };
}

function toDiscussion(d: Json): DiscussionDto {
  return { ...d, id: asString(d.id) ?? '', individual_note: asBool(d.individual_note), notes: asArray<Json>(d.notes).map(toNote) };
}
