/** GitLab's pipeline statuses (`PipelineStatusEnum` of its GraphQL schema; REST spells them in lower case). */
export const PIPELINE_STATUSES: readonly string[] = [
  'created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'success', 'failed', 'canceling', 'canceled', 'skipped', 'manual', 'scheduled',
];

/** GitLab's job statuses (`CiJobStatus`); the same names as pipelines. */
export const JOB_STATUSES: readonly string[] = PIPELINE_STATUSES;

/**
 * Statuses after which a pipeline or job changes no more without someone acting (manual waits for a
 * person); every other status (canceling and waiting_for_callback included) is still moving.
 */
export const SETTLED_STATUSES: ReadonlySet<string> = new Set(['success', 'failed', 'canceled', 'skipped', 'manual']);

/** A status list as prose: "a, b or c". */
export function statusList(statuses: readonly string[]): string {
  return `${statuses.slice(0, -1).join(', ')} or ${statuses[statuses.length - 1]}`;
}
