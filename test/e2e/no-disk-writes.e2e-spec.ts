import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { spawnHttp } from '../helpers/spawn-http';
import { SERVER_BIN, spawnServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';

jest.setTimeout(60_000);

/** Every place a process is told to write: its working directory, HOME, the temporary and the XDG directories. */
const PLACES = ['cwd', 'home', 'tmp', 'xdg-config', 'xdg-cache', 'xdg-data', 'xdg-state', 'xdg-runtime'] as const;
type Place = (typeof PLACES)[number];

/** Every file and folder under `root`, relative, with size and modification time. */
function snapshot(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const st = statSync(path);
      out.push(`${relative(root, path)} ${st.size} ${st.mtimeMs}`);
      if (st.isDirectory()) walk(path);
    }
  };
  walk(root);
  return out.sort();
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Uploads, downloads, reads and writes: the calls most likely to spill a file. */
async function exercise(client: Client): Promise<void> {
  const calls: [string, Record<string, unknown>][] = [
    ['wiki.upload_attachment', { project_id: '42', file_name: 'pixel.png', content: PNG.toString('base64'), encoding: 'base64', content_type: 'image/png', branch: 'main' }],
    ['job.download_single_artifact', { project_id: '42', job_id: 101, artifact_path: 'dist/report.txt' }],
    ['job.download_single_artifact_by_ref', { project_id: '42', ref_name: 'main', job: 'build', artifact_path: 'dist/logo.png' }],
    ['job.artifacts', { project_id: '42', job_id: 101 }],
    ['job.download_artifacts', { project_id: '42', ref_name: 'main', job: 'build' }],
    ['repository.file_raw', { project_id: '42', file_path: 'README.md', ref: 'main' }],
    ['issue.create', { project_id: '42', title: 'written to GitLab, not to disk' }],
    ['branch.create', { project_id: '42', branch_name: 'no-disk', ref: 'main' }],
    ['branch.delete', { project_id: '42', branch: 'no-disk' }],
  ];
  for (const [id, params] of calls) {
    const r = (await callAction(client, 'dynamic', id, params)) as { isError?: boolean };
    expect({ id, isError: r.isError === true }).toEqual({ id, isError: false });
  }
  await client.listTools();
  await client.listResources();
  await client.listPrompts();
}

/**
 * nothing is written to disk. The server runs with a fresh, empty working directory,
 * HOME, TMPDIR and XDG directories, over stdio and over HTTP, through uploads, downloads and
 * writes; afterwards every one of them is still empty, and the installed server is unchanged.
 */
describe('A-71 the server writes nothing to disk', () => {
  let sim: GitlabSim;
  let root: string;
  const dirs = {} as Record<Place, string>;
  let env: Record<string, string>;
  const installed = dirname(SERVER_BIN);
  let before: string[];

  beforeAll(async () => {
    sim = await startGitlabSim();
    root = mkdtempSync(join(tmpdir(), 'a71-'));
    for (const p of PLACES) {
      dirs[p] = join(root, p);
      mkdirSync(dirs[p]);
    }
    env = {
      HOME: dirs.home,
      TMPDIR: dirs.tmp,
      TMP: dirs.tmp,
      TEMP: dirs.tmp,
      XDG_CONFIG_HOME: dirs['xdg-config'],
      XDG_CACHE_HOME: dirs['xdg-cache'],
      XDG_DATA_HOME: dirs['xdg-data'],
      XDG_STATE_HOME: dirs['xdg-state'],
      XDG_RUNTIME_DIR: dirs['xdg-runtime'],
      GITLAB_MCP_YOLO_MODE: 'true',
      GITLAB_MCP_LOG_LEVEL: 'debug',
    };
    before = snapshot(installed);
  });
  afterAll(async () => {
    await sim.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('A-71 over stdio: working directory, HOME, TMPDIR and XDG directories stay empty', async () => {
    const server = await spawnServer({ env: { ...env, GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api }, cwd: dirs.cwd });
    try {
      await exercise(server.client);
    } finally {
      await server.close();
    }
    expect(Object.fromEntries(PLACES.map((p) => [p, snapshot(dirs[p])]))).toEqual(Object.fromEntries(PLACES.map((p) => [p, []])));
  });

  it('A-71 over HTTP: the same folders stay empty', async () => {
    sim.reset();
    const server = await spawnHttp(['--gitlab-url', sim.url, '--stateless=false'], env, dirs.cwd);
    try {
      await exercise(await server.connect({ 'PRIVATE-TOKEN': sim.tokens.api }));
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(Object.fromEntries(PLACES.map((p) => [p, snapshot(dirs[p])]))).toEqual(Object.fromEntries(PLACES.map((p) => [p, []])));
  });

  it('A-71 the installed server (dist/) is left as it was', () => {
    expect(snapshot(installed)).toEqual(before);
  });
});
