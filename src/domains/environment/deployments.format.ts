import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted, type CellValue } from '@gitlab-mcp/action-kit';
import type { DeploymentApprovalDto, DeploymentDeletionDto, DeploymentDto, DeploymentExtendedDto, DeploymentListDto } from './dto/deployment.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Rows shown only when the deployment has a value for them. */
const WHEN_SET = new Set(['Environment URL', 'Pipeline', 'Pending approvals', 'Approvals', 'Finished']);

const who = (u: { username?: string; name?: string } | undefined): string | undefined => (u?.username ? `@${u.username}` : u?.name);

const job = (d: DeploymentDto): string | undefined => (d.deployable ? `${d.deployable.name ?? 'job'} #${d.deployable.id} (${d.deployable.status ?? 'unknown'})` : undefined);

/** Approval comments are written by users: they are framed, one per approver. */
function approvalComments(approvals: readonly DeploymentApprovalDto[] | undefined): string {
  const lines = (approvals ?? []).filter((a) => a.comment).map((a) => `${who(a.user) ?? 'unknown'} (${a.status ?? 'unknown'}): ${a.comment}`);
  return lines.length > 0 ? `\n\n${untrusted('Approval comments', lines.join('\n'))}` : '';
}

export function renderDeployment(d: DeploymentExtendedDto, heading = 'Deployment'): string {
  const approvals = (d.approvals ?? []).map((a) => `${who(a.user) ?? 'unknown'}: ${a.status ?? 'unknown'}`);
  const rows: ReadonlyArray<readonly [string, CellValue]> = [
    ['ID', d.id],
    ['Status', d.status],
    ['Environment', d.environment?.name],
    ['Environment URL', d.environment?.external_url],
    ['Ref', d.ref],
    ['SHA', d.sha],
    ['Deployed by', who(d.user)],
    ['Job', job(d) ?? 'none (recorded through the API)'],
    ['Pipeline', d.deployable?.pipeline ? `#${d.deployable.pipeline.id} (${d.deployable.pipeline.status ?? 'unknown'})` : undefined],
    ['Pending approvals', d.pending_approval_count ? d.pending_approval_count : undefined],
    ['Approvals', approvals.length > 0 ? approvals : undefined],
    ['Created', formatDate(d.created_at)],
    ['Updated', formatDate(d.updated_at)],
    ['Finished', d.finished_at ? formatDate(d.finished_at) : undefined],
  ];
  return (
    card(`${heading} #${d.iid ?? d.id}`, rows.filter(([label, value]) => !WHEN_SET.has(label) || value !== undefined)) +
    approvalComments(d.approvals) +
    steps(d)
  );
}

export function renderDeploymentList(list: DeploymentListDto, project: string): string {
  return (
    table(
      `Deployments of project ${project}`,
      [
        { header: 'IID', value: (d: DeploymentDto) => d.iid },
        { header: 'ID', value: (d) => d.id },
        { header: 'Environment', value: (d) => d.environment?.name },
        { header: 'Status', value: (d) => d.status },
        { header: 'Ref', value: (d) => d.ref },
        { header: 'SHA', value: (d) => d.sha?.slice(0, 8) },
        { header: 'By', value: (d) => who(d.user) },
        { header: 'Created', value: (d) => formatDate(d.created_at) },
      ],
      list.deployments,
      'No deployments match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDeploymentDeletion(r: DeploymentDeletionDto): string {
  return card(`Deployment ${r.deployment_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderDeploymentApproval(a: DeploymentApprovalDto, deploymentId: number): string {
  return (
    card(`Deployment ${deploymentId} ${a.status ?? 'answered'}`, [
      ['By', who(a.user)],
      ['Status', a.status],
      ['When', formatDate(a.created_at)],
    ]) +
    approvalComments([a]) +
    steps(a)
  );
}
