import { Action, Domain, InjectActionRunner, respond, type ActionContext, type ActionResult, type PlainActionRunner } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { InteractiveIssueDto, InteractiveMergeRequestDto, InteractiveProjectDto, InteractiveReleaseDto, InteractiveResultDto } from './dto/interactive.dto.js';
import { runGuidedFlow, type FlowSpec } from './guided-flow.js';
import { FLOWS } from './interactive.flows.js';
import { interactiveMessages as msg } from './interactive.messages.js';

const GUIDED = 'Asks the user field by field through MCP elicitation, shows a summary to confirm, then runs';

@Domain({ name: 'interactive', description: 'Guided creation flows that ask the user each field (MCP elicitation) and confirm before creating.', keywords: ['guided', 'wizard', 'elicitation', 'step by step'], standalone: 'per_action' })
@Injectable()
export class InteractiveActions {
  constructor(@InjectActionRunner() private readonly runner: PlainActionRunner) {}

  @Action({
    id: 'interactive.issue_create',
    title: 'Create an issue, guided',
    description: `${GUIDED} issue.create. Needs a client with elicitation; otherwise use issue.create.`,
    keywords: ['wizard', 'step by step', 'ask', 'ticket', 'bug report', 'form'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: InteractiveIssueDto,
    output: InteractiveResultDto,
    operation: 'interactiveIssueCreate',
    route: 'POST /projects/:id/issues',
    example: { project_id: '42' },
  })
  issueCreate(input: InteractiveIssueDto, ctx: ActionContext): Promise<ActionResult<InteractiveResultDto>> {
    return this.flow(FLOWS.issue, input, ctx);
  }

  @Action({
    id: 'interactive.mr_create',
    title: 'Create a merge request, guided',
    description: `${GUIDED} merge_request.create. Needs a client with elicitation; otherwise use merge_request.create.`,
    keywords: ['wizard', 'step by step', 'PR', 'pull request', 'form'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: InteractiveMergeRequestDto,
    output: InteractiveResultDto,
    operation: 'interactiveMrCreate',
    route: 'POST /projects/:id/merge_requests',
    example: { project_id: '42', source_branch: 'feature/login' },
  })
  mrCreate(input: InteractiveMergeRequestDto, ctx: ActionContext): Promise<ActionResult<InteractiveResultDto>> {
    return this.flow(FLOWS.mergeRequest, input, ctx);
  }

  @Action({
    id: 'interactive.project_create',
    title: 'Create a project, guided',
    description: `${GUIDED} project.create. Needs a client with elicitation; otherwise use project.create.`,
    keywords: ['wizard', 'step by step', 'new repo', 'repository', 'form'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: InteractiveProjectDto,
    output: InteractiveResultDto,
    operation: 'interactiveProjectCreate',
    route: 'POST /projects',
    example: { name: 'billing-service' },
  })
  projectCreate(input: InteractiveProjectDto, ctx: ActionContext): Promise<ActionResult<InteractiveResultDto>> {
    return this.flow(FLOWS.project, input, ctx);
  }

  @Action({
    id: 'interactive.release_create',
    title: 'Create a release, guided',
    description: `${GUIDED} release.create: asks the tag, the name and the notes. Needs a client with elicitation; otherwise use release.create.`,
    keywords: ['wizard', 'step by step', 'publish', 'version', 'form'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: InteractiveReleaseDto,
    output: InteractiveResultDto,
    operation: 'interactiveReleaseCreate',
    route: 'POST /projects/:id/releases',
    example: { project_id: '42', tag_name: 'v1.2.0' },
  })
  releaseCreate(input: InteractiveReleaseDto, ctx: ActionContext): Promise<ActionResult<InteractiveResultDto>> {
    return this.flow(FLOWS.release, input, ctx);
  }

  private async flow(spec: FlowSpec, input: object, ctx: ActionContext): Promise<ActionResult<InteractiveResultDto>> {
    const params = await runGuidedFlow(spec, input as Record<string, unknown>, { ctx, unavailable: () => this.runner.available(spec.action, ctx) });
    const run = await this.runner.run(spec.action, params, ctx);
    if (!run.ok) throw new ActionRefusalError(run.text);
    const out: InteractiveResultDto = { flow: spec.id, action: spec.action, result: { ...run.structured }, next_steps: nextSteps(run.structured) };
    return respond(out, `${msg.created(spec.id, spec.action)}\n\n${run.markdown}`);
  }
}

function nextSteps(structured: Readonly<Record<string, unknown>>): string[] | undefined {
  const steps = structured.next_steps;
  return Array.isArray(steps) && steps.every((s) => typeof s === 'string') ? [...steps] : undefined;
}
