import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { IssueDto, IssueTodoDto as TodoDto } from './dto/issue.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChanged } from './issue.format.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderTodo } from './issue-notifications.format.js';
import { issuePath } from './issue.rest.js';

/** To-dos and notifications of an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueNotificationActions {
  @Action({
    id: 'issue.create_todo', title: 'Add an issue to your to-do list', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Add a to-do item for the current user on an issue. If one is already pending GitLab changes nothing.',
    keywords: ['remind me', 'task', 'bookmark'],
    input: IssueRefDto, output: TodoDto, operation: 'issueCreateTodo', route: 'POST /projects/:id/issues/:issue_iid/todo',
    hints: [ISSUE_404, { text: 'a to-do for this issue is already pending', statuses: [304] }],
    example: { project_id: '42', issue_iid: 1 },
    reply: { render: (out) => renderTodo(out), nextSteps: ['issue.get to read the issue'] },
  })
  readonly createTodo?: Declared;

  @Action({
    id: 'issue.subscribe',
    title: 'Subscribe to an issue',
    description: 'Subscribe the current user to the notifications of an issue. Already subscribed: GitLab changes nothing and the current issue is returned.',
    keywords: ['watch', 'follow', 'notify me'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueSubscribe',
    route: 'POST /projects/:id/issues/:subscribable_id/subscribe',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async subscribe(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    return this.subscription(input, 'subscribe', ctx);
  }

  @Action({
    id: 'issue.unsubscribe',
    title: 'Unsubscribe from an issue',
    description: 'Stop the notifications of an issue for the current user. Not subscribed: GitLab changes nothing and the current issue is returned.',
    keywords: ['unwatch', 'unfollow', 'mute', 'stop watching'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueUnsubscribe',
    route: 'POST /projects/:id/issues/:subscribable_id/unsubscribe',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async unsubscribe(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    return this.subscription(input, 'unsubscribe', ctx);
  }

  /** GitLab answers 304 when the subscription is already as asked: read the issue back instead. */
  private async subscription(input: IssueRefDto, verb: 'subscribe' | 'unsubscribe', ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const path = issuePath(input.project_id, input.issue_iid);
    let issue: IssueDto;
    let note = '';
    try {
      issue = (await ctx.gitlab.rest<IssueDto>({ method: 'POST', path: `${path}/${verb}`, signal: ctx.signal })).data;
    } catch (e) {
      if (!(e instanceof GitlabRequestFailureError) || e.failure.status !== 304) throw e;
      issue = (await ctx.gitlab.rest<IssueDto>({ method: 'GET', path, signal: ctx.signal })).data;
      note = verb === 'subscribe' ? ' (already subscribed)' : ' (was not subscribed)';
    }
    const out: IssueDto = { ...issue, next_steps: [verb === 'subscribe' ? 'issue.unsubscribe to stop the notifications' : 'issue.subscribe to get the notifications again'] };
    return respond(out, renderIssueChanged(out, verb === 'subscribe' ? `Subscribed${note}:` : `Unsubscribed${note}:`));
  }
}
