import { DEFAULT_JOBS } from '../store/pipeline-content';
import { createPipeline, latestJobs, refreshPipeline, retryJob, runJob, settle, tick, type SimPipelines } from '../store/pipelines.state';
import type { SimProject } from '../store/sim-model.interface';

const EMPTY_SHA = '0000000000000000000000000000000000000000';

/**
 * acme/backend (42) starts with three pipelines:
 * - 1001 on main, success: build (101, with artifacts), test (102 failed, retried as 104, passed),
 *   deploy:production (103, manual);
 * - 1002 on feature/login, failed: build (105), test (106, script_failure), deploy (107, skipped);
 *   started with the variable NODE_ENV=test;
 * - 1003 on develop, running: build (108, passed), integration (109, running until canceled).
 */
export function seedPipelines(projects: readonly SimProject[]): SimPipelines {
  const state: SimPipelines = { pipelines: [], jobs: [], nextPipelineId: 1000, nextJobId: 100, clock: Date.UTC(2025, 4, 20, 9, 0, 0) };
  const backend = projects.find((p) => p.id === 42);
  if (!backend) return state;
  const repo = backend.repository;
  const head = (branch: string): { sha: string; beforeSha: string } => {
    const sha = repo.branches.get(branch) ?? EMPTY_SHA;
    return { sha, beforeSha: repo.commits.get(sha)?.parentIds[0] ?? EMPTY_SHA };
  };

  const main = createPipeline(state, {
    projectId: 42,
    ref: 'main',
    ...head('main'),
    tag: false,
    source: 'push',
    userId: 3,
    variables: [],
    jobs: [
      { name: 'build', stage: 'build', when: 'on_success', allowFailure: false },
      { name: 'test', stage: 'test', when: 'on_success', allowFailure: false },
      { name: 'deploy:production', stage: 'deploy', when: 'manual', allowFailure: false },
    ],
  });
  settle(state, main);
  const flaky = latestJobs(state, main.id).find((j) => j.name === 'test');
  if (flaky) retryJob(state, main, flaky, 3);
  settle(state, main);

  const login = createPipeline(state, {
    projectId: 42,
    ref: 'feature/login',
    ...head('feature/login'),
    tag: false,
    source: 'push',
    userId: 1,
    variables: [{ key: 'NODE_ENV', value: 'test', variableType: 'env_var' }],
    jobs: DEFAULT_JOBS,
  });
  settle(state, login);

  tick(state, 60);
  const develop = createPipeline(state, {
    projectId: 42,
    ref: 'develop',
    ...head('develop'),
    tag: false,
    source: 'push',
    userId: 3,
    variables: [],
    jobs: [
      { name: 'build', stage: 'build', when: 'on_success', allowFailure: false },
      { name: 'integration', stage: 'test', when: 'on_success', allowFailure: false },
    ],
  });
  develop.settling = false;
  develop.startedAt = tick(state);
  const [build, integration] = latestJobs(state, develop.id);
  if (build) runJob(state, develop, build);
  if (integration) {
    integration.status = 'running';
    integration.startedAt = tick(state);
    integration.log = 'Running with gitlab-runner 18.4.1 (b7d4c2e9)\n$ npm run test:integration\nStarting database container...\n';
  }
  refreshPipeline(state, develop);
  return state;
}
