import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestListDto } from '../shared/merge-request-basic.dto.js';
import { renderMergeRequestList } from '../shared/merge-request-list.format.js';
import { ApproveDeploymentDto, CreateDeploymentDto, DeploymentRefDto, ListDeploymentMergeRequestsDto, ListDeploymentsDto, UpdateDeploymentDto } from './dto/deployment-params.dto.js';
import { DeploymentApprovalDto, DeploymentDeletionDto, DeploymentExtendedDto, DeploymentListDto } from './dto/deployment.dto.js';
import { renderDeployment, renderDeploymentApproval, renderDeploymentDeletion, renderDeploymentList } from './deployments.format.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';

const PROJECT_HINT = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const DEPLOYMENT_HINT = { text: 'the deployment may not exist; use environment.deployment_list to find its numeric ID', statuses: [404] };

/** A blocked deployment waits for an approval: that comes first. */
function withApprovalSteps(d: DeploymentExtendedDto): DeploymentExtendedDto {
  const next = ['environment.deployment_merge_requests for the merge requests it shipped'];
  if (d.status === 'blocked') next.unshift('environment.deployment_approve_or_reject to approve or reject it');
  return { ...d, next_steps: next };
}

/** Deployments of a project: what was deployed where, recorded by CI jobs or through the API. */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class DeploymentActions {
  @Action({
    id: 'environment.deployment_list', title: 'List deployments', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deployments of a project (which ref and commit went to which environment, when, by whom, with what status), filtered by environment, status or dates.',
    keywords: ['deploys', 'releases', 'rollouts', 'deploy history', 'what is deployed'],
    input: ListDeploymentsDto, output: DeploymentListDto, operation: 'deploymentList', route: 'GET /projects/:id/deployments',
    hints: [PROJECT_HINT, { text: 'finished_after and finished_before need order_by finished_at and status success', statuses: [400] }],
    example: { project_id: '42', environment: 'production', order_by: 'created_at', sort: 'desc' },
    reply: { list: 'deployments', render: (out, input) => renderDeploymentList(out, input.project_id), nextSteps: ['environment.deployment_get for one deployment with its job and approvals', 'environment.deployment_merge_requests for the merge requests a deployment shipped'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'environment.deployment_get', title: 'Get a deployment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one deployment by numeric ID: environment, ref, commit, status, the job and pipeline that ran it, and its approvals when the environment requires them.',
    keywords: ['deploy', 'rollout', 'deploy status', 'deploy details'],
    input: DeploymentRefDto, output: DeploymentExtendedDto, operation: 'deploymentGet', route: 'GET /projects/:id/deployments/:deployment_id',
    notFound: {
      resource: 'Deployment',
      identifier: '{deployment_id} in project {project_id}',
      nextSteps: ["Use action 'environment.deployment_list' to list the project's deployments and their numeric IDs", 'Verify the project ID and the deployment ID (the ID, not the per-project number iid)'],
    },
    example: { project_id: '42', deployment_id: 1 },
    reply: { shape: (answer) => withApprovalSteps(answer as DeploymentExtendedDto), render: (out) => renderDeployment(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'environment.deployment_create', title: 'Create a deployment', tier: 'free', readOnly: false, destructive: false,
    description: 'Record a deployment made outside GitLab CI: which commit and ref went to which environment (created when missing), with its status (running, success, failed or canceled).',
    keywords: ['record deploy', 'external deploy', 'register deploy', 'report deploy', 'rollout'],
    input: CreateDeploymentDto, output: DeploymentExtendedDto, operation: 'deploymentCreate', route: 'POST /projects/:id/deployments',
    hints: [
      { text: 'check that sha is a commit of the project and ref a branch or tag (tag must say which); use repository.commit_get', statuses: [400] },
      { text: 'creating deployments requires the Developer role, and for a protected environment the right to deploy to it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', environment: 'production', sha: 'a91957a858320c0e17f3a0eca7cfacbff50ea29a', ref: 'main', tag: false, status: 'success' },
    reply: { render: (out) => renderDeployment(out, 'Deployment created:'), nextSteps: ['environment.deployment_update to change its status when it finishes', 'environment.deployment_list to see the deployment history'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'environment.deployment_update', title: 'Update a deployment status', tier: 'free', readOnly: false, destructive: false,
    description: 'Set the status of a deployment created through the API: running, success, failed or canceled.',
    keywords: ['deploy status', 'mark deployed', 'mark failed', 'report deploy'],
    input: UpdateDeploymentDto, output: DeploymentExtendedDto, operation: 'deploymentUpdate', route: 'PUT /projects/:id/deployments/:deployment_id',
    hints: [
      DEPLOYMENT_HINT,
      { text: 'only deployments created through the API can be updated this way; those of CI jobs follow their job', statuses: [400] },
      { text: 'updating deployments requires the Developer role or higher', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', deployment_id: 1, status: 'success' },
    reply: { render: (out) => renderDeployment(out, 'Deployment updated:'), nextSteps: ['environment.deployment_get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'environment.deployment_delete', title: 'Delete a deployment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a deployment from the history. GitLab refuses a running deployment and the last deployment of an environment. This cannot be undone.',
    keywords: ['remove deploy', 'deploy history'],
    input: DeploymentRefDto, output: DeploymentDeletionDto, operation: 'deploymentDelete', route: 'DELETE /projects/:id/deployments/:deployment_id',
    hints: [
      DEPLOYMENT_HINT,
      { text: 'a running deployment and the current (last) deployment of an environment cannot be deleted; see environment.deployment_list', statuses: [400] },
      { text: 'deleting deployments requires the Maintainer role or higher', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', deployment_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, deployment_id: input.deployment_id, message: 'Deployment deleted from the history.' }), render: renderDeploymentDeletion, nextSteps: ['environment.deployment_list to see the remaining deployments'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'environment.deployment_merge_requests',
    title: 'List merge requests of a deployment',
    description: 'List the merge requests a deployment shipped (those merged since the previous deployment to the environment), with the usual merge request filters.',
    keywords: ['MR', 'MRs', 'PR', 'pull requests', 'shipped changes', 'what changed'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListDeploymentMergeRequestsDto,
    output: MergeRequestListDto,
    operation: 'deploymentMergeRequests',
    route: 'GET /projects/:id/deployments/:deployment_id/merge_requests',
    hints: [DEPLOYMENT_HINT],
    example: { project_id: '42', deployment_id: 1, state: 'merged' },
    reply: { list: 'merge_requests', render: (out, input) => renderMergeRequestList(out, `Merge requests of deployment ${input.deployment_id} in project ${input.project_id}`), nextSteps: ['merge_request.get for one merge request', 'environment.deployment_get for the deployment itself'] },
  })
  readonly mergeRequests?: Declared;

  @Action({
    id: 'environment.deployment_approve_or_reject', title: 'Approve or reject a deployment', tier: 'free', readOnly: false, destructive: false,
    description: 'Approve a deployment blocked by a protected environment so that it runs, or reject it so that it fails, with an optional comment (deployment approvals need Premium).',
    keywords: ['deploy approval', 'sign off', 'gate', 'manual approval', 'deny deploy', 'release approval'],
    input: ApproveDeploymentDto, output: DeploymentApprovalDto, operation: 'deploymentApproval', route: 'POST /projects/:id/deployments/:deployment_id/approval',
    hints: [
      DEPLOYMENT_HINT,
      { text: 'only a blocked deployment waiting for approval can be approved or rejected, and not by the user who triggered it; see environment.deployment_get', statuses: [400] },
      { text: 'you must be allowed to deploy to or approve for the protected environment (see environment.protected_get); deployment approvals need Premium', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', deployment_id: 1, status: 'approved', comment: 'Looks good' },
    reply: { render: (out, input) => renderDeploymentApproval(out, input.deployment_id), nextSteps: ['environment.deployment_get to see the approvals and the status'] },
  })
  readonly approveOrReject?: Declared;
}
