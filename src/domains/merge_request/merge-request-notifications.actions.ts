import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { MergeRequestDto } from './dto/merge-request.dto.js';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import { MrTodoDto as TodoDto } from './dto/merge-request-related.dto.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderMergeRequest } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { renderTodo } from './merge-request-notifications.format.js';
import { mrPath, rest } from './merge-request.rest.js';
import { shapeMergeRequest, shapeTodo } from './merge-request.shaping.js';

/** GitLab answers 304 Not Modified to a subscription or to-do that already exists. */
function isNotModified(err: unknown): boolean {
  return err instanceof GitlabRequestFailureError && err.failure.status === 304;
}

/** To-dos and notifications of a merge request. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestNotificationActions {
  @Action({
    id: 'merge_request.subscribe',
    title: 'Subscribe to a merge request',
    description: 'Subscribe the caller to notifications about a merge request. Already subscribed is not an error.',
    keywords: ['watch', 'follow', 'notify me'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestDto,
    operation: 'mrSubscribe',
    route: 'POST /projects/:id/merge_requests/:subscribable_id/subscribe',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async subscribe(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    return this.subscription(input, ctx, 'subscribe');
  }

  @Action({
    id: 'merge_request.unsubscribe',
    title: 'Unsubscribe from a merge request',
    description: 'Stop notifications about a merge request for the caller. Not subscribed is not an error.',
    keywords: ['unwatch', 'unfollow', 'mute', 'stop watching'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: MergeRequestDto,
    operation: 'mrUnsubscribe',
    route: 'POST /projects/:id/merge_requests/:subscribable_id/unsubscribe',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async unsubscribe(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    return this.subscription(input, ctx, 'unsubscribe');
  }

  private async subscription(input: MergeRequestRefDto, ctx: ActionContext, verb: 'subscribe' | 'unsubscribe'): Promise<ActionResult<MergeRequestDto>> {
    const path = mrPath(input.project_id, input.merge_request_iid);
    let data: unknown;
    let unchanged = false;
    try {
      data = (await rest<unknown>(ctx, 'POST', `${path}/${verb}`)).data;
    } catch (err) {
      if (!isNotModified(err)) throw err;
      unchanged = true;
      data = (await rest<unknown>(ctx, 'GET', path)).data;
    }
    const out: MergeRequestDto = { ...shapeMergeRequest<MergeRequestDto>(data), next_steps: [verb === 'subscribe' ? 'merge_request.unsubscribe to stop the notifications' : 'merge_request.subscribe to follow it again'] };
    const heading = unchanged ? (verb === 'subscribe' ? 'Already subscribed to' : 'Already not subscribed to') : verb === 'subscribe' ? 'Subscribed to' : 'Unsubscribed from';
    return respond(out, renderMergeRequest(out, heading));
  }

  @Action({
    id: 'merge_request.create_todo',
    title: 'Create a to-do on a merge request',
    description: 'Put a merge request on the caller\'s to-dos. An existing to-do is not an error.',
    keywords: ['remind me', 'add to my todo list', 'task'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: MergeRequestRefDto,
    output: TodoDto,
    operation: 'mrCreateTodo',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/todo',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async createTodo(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<TodoDto>> {
    try {
      const res = await rest<unknown>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/todo`);
      const out: TodoDto = { ...shapeTodo(res.data), next_steps: ['merge_request.get to work on it'] };
      return respond(out, renderTodo(out, `To-do added for merge request !${input.merge_request_iid}`));
    } catch (err) {
      if (!isNotModified(err)) throw err;
      const out: TodoDto = { target_type: 'MergeRequest', state: 'pending', next_steps: ['merge_request.get to work on it'] };
      return respond(out, renderTodo(out, `Merge request !${input.merge_request_iid} is already on your to-do list`));
    }
  }
}
