/** What GitLab's job `failure_reason` values usually mean, and what helps. */
const FAILURE_HINTS: Readonly<Record<string, string>> = {
  script_failure: 'a command of the job script exited with an error: read the end of the log, fix the cause, then retry',
  runner_system_failure: 'the runner itself failed (not your code): retrying usually helps',
  stuck_or_timeout_failure: 'no runner picked the job up in time, or it ran too long: check the runners and the job timeout',
  job_execution_timeout: 'the job ran longer than its timeout: make it faster or raise the timeout',
  api_failure: 'GitLab or the runner hit an internal API error: retrying usually helps',
  missing_dependency_failure: 'artifacts of a job it depends on are missing or expired: rerun the pipeline',
  runner_unsupported: 'the runner is too old for a feature the job uses: update the runner',
  scheduler_failure: 'the job could not be scheduled on a runner: retrying usually helps',
  data_integrity_failure: 'GitLab found inconsistent job data: retry the job',
  unmet_prerequisites: 'the job needs something prepared first (e.g. a Kubernetes namespace) that failed',
  no_matching_runner: 'no online runner matches the job tags: check the tags and the runners',
  archived_failure: 'the pipeline is archived: jobs of old pipelines cannot run again',
  stale_schedule: 'a delayed job was not run in time: run it again',
  trace_size_exceeded: 'the job log exceeded the size limit',
  ci_quota_exceeded: 'the namespace has used up its compute minutes',
  user_blocked: 'the user who started the job is blocked',
  project_deleted: 'the project was deleted while the job ran',
  forward_deployment_failure: 'a newer deployment already ran, so this older one was refused',
  protected_environment_failure: 'the user may not deploy to this protected environment',
  deployment_rejected: 'the deployment was rejected by an approver',
  environment_creation_failure: 'the environment of the job could not be created',
  secrets_provider_not_found: 'the job asks for secrets but no secrets provider is configured',
  downstream_pipeline_creation_failed: 'the downstream pipeline of this trigger job could not be created',
  unknown_failure: 'GitLab did not record why: read the end of the log',
};

/** The hint for a job's failure reason; undefined when none is known. */
export function failureHint(reason: string | null | undefined): string | undefined {
  return reason ? FAILURE_HINTS[reason] : undefined;
}
