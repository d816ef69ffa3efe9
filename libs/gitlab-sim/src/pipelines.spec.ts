import { startGitlabSim, type GitlabSim } from './index';
import { jobsFromCiConfig, zipArchive } from './store/pipeline-content';

describe('gitlab-sim pipelines and jobs', () => {
  let sim: GitlabSim;
  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': sim.tokens.api, 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const json = async <T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<T> => (await (await call(path, init)).json()) as T;

  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('seeds project 42 with a passed, a failed and a running pipeline', async () => {
    const list = await json<{ id: number; status: string; ref: string }[]>('/projects/42/pipelines');
    expect(list.map((p) => [p.id, p.status, p.ref])).toEqual([
      [1003, 'running', 'develop'],
      [1002, 'failed', 'feature/login'],
      [1001, 'success', 'main'],
    ]);
    expect(await json('/projects/42/pipelines/latest')).toMatchObject({ id: 1001, status: 'success', detailed_status: { group: 'success' } });
    const jobs = await json<{ id: number; name: string; status: string; failure_reason?: string }[]>('/projects/42/pipelines/1002/jobs');
    expect(jobs.map((j) => [j.id, j.name, j.status, j.failure_reason])).toEqual([
      [105, 'build', 'success', undefined],
      [106, 'test', 'failed', 'script_failure'],
      [107, 'deploy', 'skipped', undefined],
    ]);
    expect((await call('/projects/42/pipelines/999')).status).toBe(404);
  });

  it('a created pipeline runs on the next read; test fails first, passes when retried, and the pipeline turns green', async () => {
    const created = await call('/projects/42/pipeline', { method: 'POST', body: JSON.stringify({ ref: 'main', variables: [{ key: 'DEPLOY_ENV', value: 'staging' }] }) });
    expect(created.status).toBe(201);
    const pipeline = (await created.json()) as { id: number; status: string; source: string };
    expect(pipeline).toMatchObject({ status: 'created', source: 'api' });

    const failed = await json<{ id: number; name: string; failure_reason: string }[]>(`/projects/42/pipelines/${pipeline.id}/jobs?scope[]=failed`);
    expect(failed.map((j) => j.name)).toEqual(['test']);
    const testJob = failed[0] as { id: number };
    expect(await json(`/projects/42/pipelines/${pipeline.id}`)).toMatchObject({ status: 'failed' });
    expect(await json(`/projects/42/pipelines/${pipeline.id}/variables`)).toEqual([{ key: 'DEPLOY_ENV', value: 'staging', variable_type: 'env_var' }]);

    const trace = await call(`/projects/42/jobs/${testJob.id}/trace`);
    expect(trace.headers.get('content-type')).toMatch(/^text\/plain/);
    const log = await trace.text();
    expect(log).toContain('\u001b[31;1mERROR: Job failed: exit code 1');
    expect(log).toMatch(/section_start:\d+:step_script\r\u001b\[0K/);

    const retried = await call(`/projects/42/jobs/${testJob.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(201);
    const attempt = (await retried.json()) as { id: number; status: string };
    expect(attempt.status).toBe('pending');
    expect(await json(`/projects/42/jobs/${attempt.id}`)).toMatchObject({ status: 'success' });
    expect(await json(`/projects/42/pipelines/${pipeline.id}`)).toMatchObject({ status: 'success' });
    const all = await json<{ name: string; status: string }[]>(`/projects/42/pipelines/${pipeline.id}/jobs?include_retried=true`);
    expect(all.map((j) => `${j.name}:${j.status}`)).toEqual(['build:success', 'test:failed', 'deploy:success', 'test:success']);
  });

  it('takes the jobs from .gitlab-ci.yml when the ref has one, and refuses an unknown ref', async () => {
    const yaml = 'stages: [lint, test]\nlint:\n  stage: lint\n  script: npm run lint\ntest:\n  stage: test\n  script: npm test\n';
    await call('/projects/42/repository/files/.gitlab-ci.yml', { method: 'POST', body: JSON.stringify({ branch: 'main', content: yaml, commit_message: 'Add CI' }) });
    const p = await json<{ id: number }>('/projects/42/pipeline', { method: 'POST', body: JSON.stringify({ ref: 'main' }) });
    const jobs = await json<{ name: string; stage: string }[]>(`/projects/42/pipelines/${p.id}/jobs`);
    expect(jobs.map((j) => `${j.stage}/${j.name}`)).toEqual(['lint/lint', 'test/test']);
    const bad = await call('/projects/42/pipeline', { method: 'POST', body: JSON.stringify({ ref: 'nope' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: { base: ['Reference not found'] } });
  });

  it('serves artifacts: the zip archive, a text file and a binary file, also by ref', async () => {
    const zip = await call('/projects/42/jobs/101/artifacts');
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await zip.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(await (await call('/projects/42/jobs/101/artifacts/dist/report.txt')).text()).toMatch(/^Build report\n/);
    const png = await call('/projects/42/jobs/artifacts/main/raw/dist/logo.png?job=build');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await call('/projects/42/jobs/artifacts/main/download?job=build')).status).toBe(200);
    expect((await call('/projects/42/jobs/artifacts/main/download?job=nope')).status).toBe(404);
  });

  it('cancels the running pipeline and plays the manual job', async () => {
    expect(await json('/projects/42/pipelines/1003/cancel', { method: 'POST' })).toMatchObject({ status: 'canceled' });
    expect(await json('/projects/42/jobs/103/play', { method: 'POST' })).toMatchObject({ status: 'pending' });
    expect(await json('/projects/42/jobs/103')).toMatchObject({ status: 'success' });
    expect((await call('/projects/42/jobs/101/play', { method: 'POST' })).status).toBe(400);
  });

  describe('content', () => {
    it('reads jobs and stages from a simple CI file', () => {
      const yaml = [
        'stages:',
        '  - build',
        '  - test',
        '  - deploy',
        'variables:',
        '  FOO: bar',
        '.template:',
        '  image: node',
        'deploy-prod:',
        '  stage: deploy',
        '  when: manual',
        'compile:',
        '  stage: build',
        '  allow_failure: true',
        'check:',
        '  script: make check',
      ].join('\n');
      expect(jobsFromCiConfig(yaml)).toEqual([
        { name: 'compile', stage: 'build', when: 'on_success', allowFailure: true },
        { name: 'check', stage: 'test', when: 'on_success', allowFailure: false },
        { name: 'deploy-prod', stage: 'deploy', when: 'manual', allowFailure: false },
      ]);
      expect(jobsFromCiConfig('stages:\n  - build\n')).toEqual([]);
    });

    it('builds a zip archive ending with its directory', () => {
      const zip = zipArchive([{ path: 'a.txt', content: Buffer.from('hi') }]);
      expect(zip.readUInt32LE(0)).toBe(0x04034b50);
      expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
      expect(zip.readUInt16LE(zip.length - 12)).toBe(1);
    });
  });
});
