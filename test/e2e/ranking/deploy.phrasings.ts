/** Everyday phrasings of the deployment workflow (environments, deployments, CI/CD variables, feature flags) and the action a model should pick. */
export const DEPLOY_PHRASINGS: ReadonlyArray<readonly [string, string]> = [
  ['add a CI variable', 'ci_variable.create'],
  ['stop an environment', 'environment.stop'],
  ['list deployments', 'environment.deployment_list'],
  ['toggle a feature flag', 'feature_flags.feature_flag_update'],
  ['list the environments of a project', 'environment.list'],
  ['delete a CI/CD variable', 'ci_variable.delete'],
  ['show the CI variables of a group', 'ci_variable.group_list'],
  ['approve a blocked deployment', 'environment.deployment_approve_or_reject'],
  ['create a feature flag', 'feature_flags.feature_flag_create'],
  ['protect the production environment', 'environment.protected_protect'],
  ['add a deploy freeze for the weekend', 'environment.freeze_create'],
  ['which merge requests were shipped in a deployment', 'environment.deployment_merge_requests'],
];
