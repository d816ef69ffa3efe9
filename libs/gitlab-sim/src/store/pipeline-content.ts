import { crc32 } from 'node:zlib';
import type { SimArtifactFile, SimJob, SimJobSpec, SimPipeline } from './pipelines.state';

/** The jobs of a project without `.gitlab-ci.yml`: build, test (fails on its first run), deploy. */
export const DEFAULT_JOBS: readonly SimJobSpec[] = [
  { name: 'build', stage: 'build', when: 'on_success', allowFailure: false },
  { name: 'test', stage: 'test', when: 'on_success', allowFailure: false },
  { name: 'deploy', stage: 'deploy', when: 'on_success', allowFailure: false },
];

const DEFAULT_STAGES = ['.pre', 'build', 'test', 'deploy', '.post'];
const RESERVED = new Set(['stages', 'variables', 'default', 'include', 'workflow', 'image', 'services', 'before_script', 'after_script', 'cache', 'spec', 'pages:deploy']);

/**
 * The jobs of a `.gitlab-ci.yml`, read line by line (enough for the simple files tests write):
 * top-level keys are jobs (reserved keywords and hidden `.jobs` aside), with their indented
 * `stage:`, `when: manual` and `allow_failure: true`; `stages:` orders them. Returns an empty
 * list when the file declares no job.
 */
export function jobsFromCiConfig(yaml: string): SimJobSpec[] {
  const lines = yaml.replace(/\r\n/g, '\n').split('\n');
  let stages: string[] | undefined;
  const jobs: SimJobSpec[] = [];
  let current: SimJobSpec | undefined;
  let inStages = false;
  for (const raw of lines) {
    const line = raw.replace(/\s+#.*$/, '');
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const top = /^([^\s#][^:]*):\s*(.*)$/.exec(line);
    if (top) {
      const key = (top[1] as string).trim().replace(/^["']|["']$/g, '');
      current = undefined;
      inStages = key === 'stages';
      if (inStages) {
        stages = [];
        const inline = /^\[(.*)\]$/.exec((top[2] as string).trim());
        if (inline) stages.push(...(inline[1] as string).split(',').map((s) => s.trim().replace(/^["']|["']$/g, '')).filter((s) => s !== ''));
        continue;
      }
      if (RESERVED.has(key) || key.startsWith('.')) continue;
      current = { name: key, stage: 'test', when: 'on_success', allowFailure: false };
      jobs.push(current);
      continue;
    }
    const item = /^\s+-\s*["']?([^"'\s]+)["']?\s*$/.exec(line);
    if (inStages && item && stages) {
      stages.push(item[1] as string);
      continue;
    }
    const field = /^\s+([a-z_]+):\s*["']?([^"'\s]*)["']?\s*$/.exec(line);
    if (!current || !field) continue;
    const [, name, value] = field;
    if (name === 'stage' && value) current.stage = value;
    if (name === 'when' && value === 'manual') current.when = 'manual';
    if (name === 'allow_failure' && value === 'true') current.allowFailure = true;
  }
  const order = stages ? ['.pre', ...stages, '.post'] : DEFAULT_STAGES;
  const rank = (s: string): number => (order.includes(s) ? order.indexOf(s) : order.length);
  return jobs.map((j, i) => ({ j, i })).sort((a, b) => rank(a.j.stage) - rank(b.j.stage) || a.i - b.i).map(({ j }) => j);
}

const ESC = '\u001b';
const green = (s: string): string => `${ESC}[32;1m${s}${ESC}[0;m`;
const cyan = (s: string): string => `${ESC}[36;1m${s}${ESC}[0;m`;
const red = (s: string): string => `${ESC}[31;1m${s}${ESC}[0;m`;
const section = (name: string, at: number, header: string): string => `section_start:${at}:${name}\r${ESC}[0K${ESC}[0K${cyan(header)}`;
const sectionEnd = (name: string, at: number): string => `section_end:${at}:${name}\r${ESC}[0K`;

/** Test files the simulated test run passes (the first failing one is appended on a failing run). */
function isBuild(job: SimJob): boolean {
  return job.stage === 'build' || job.name === 'build';
}

const TEST_FILES = ['health', 'config', 'routes', 'users', 'projects', 'issues', 'search', 'cache', 'auth', 'tokens', 'mailer', 'queue', 'logger', 'metrics'];

function scriptLines(job: SimJob, pipeline: SimPipeline, failing: boolean): string[] {
  const vars = pipeline.variables.map((v) => `${v.key}=${v.variableType === 'file' ? '(file)' : v.value}`);
  const kind = isBuild(job) ? 'build' : job.name === 'test' ? 'test' : job.stage === 'deploy' ? 'deploy' : 'other';
  switch (kind) {
    case 'build':
      return [green('$ npm ci'), 'npm WARN deprecated inflight@1.0.6: This module is not supported', 'added 312 packages in 4s', green('$ npm run build'), '> @acme/backend@1.0.0 build', '> tsc', 'Wrote dist/report.txt'];
    case 'test': {
      const out = [green('$ npm ci'), 'added 312 packages in 4s', green('$ npm test'), '> @acme/backend@1.0.0 test', '> jest --ci', ''];
      for (const file of TEST_FILES) {
        out.push(`${ESC}[0m${ESC}[7m${ESC}[1m${ESC}[32m PASS ${ESC}[39m${ESC}[22m${ESC}[27m${ESC}[0m src/${file}.spec.ts (${(file.length / 10).toFixed(2)} s)`);
        out.push(`  ${file}`, `    ✓ loads (${file.length} ms)`, `    ✓ handles errors (${file.length + 3} ms)`);
      }
      if (failing) {
        out.push(
          `${ESC}[0m${ESC}[7m${ESC}[1m${ESC}[31m FAIL ${ESC}[39m${ESC}[22m${ESC}[27m${ESC}[0m src/login.spec.ts`,
          '  login',
          '    ✓ accepts a valid user (3 ms)',
          `    ${red('✕ rejects an empty password (5 ms)')}`,
          '',
          '  ● login › rejects an empty password',
          '',
          '    expect(received).toBe(expected) // Object.is equality',
          '',
          '    Expected: false',
          '    Received: true',
          '',
          '      at Object.<anonymous> (src/login.spec.ts:12:37)',
          '',
          `Tests:       ${red('1 failed')}, ${green(`${TEST_FILES.length * 2 + 1} passed`)}, ${TEST_FILES.length * 2 + 2} total`,
        );
      } else {
        out.push(`Tests:       ${green(`${TEST_FILES.length * 2 + 2} passed`)}, ${TEST_FILES.length * 2 + 2} total`, 'Coverage: 87.5% of statements');
      }
      return out;
    }
    case 'deploy':
      return [green('$ ./scripts/deploy.sh'), `Deploying ${pipeline.ref} (${pipeline.sha.slice(0, 8)})`, vars.length > 0 ? `Variables: ${vars.join(', ')}` : 'Variables: none', 'Deployed.'];
    default:
      return [green(`$ make ${job.name}`), `Running ${job.name}`, vars.length > 0 ? `Variables: ${vars.join(', ')}` : 'Variables: none', 'Done.'];
  }
}

/** The raw log of a finished job: runner header, collapsible sections, colours, a `\r` progress line. */
export function jobLog(job: SimJob, pipeline: SimPipeline): string {
  const failing = job.name === 'test' && job.attempt === 1;
  const t = Math.floor(Date.parse(job.startedAt ?? pipeline.createdAt) / 1000);
  const lines = [
    `${ESC}[0KRunning with gitlab-runner 18.4.1 (b7d4c2e9)${ESC}[0;m`,
    `${ESC}[0K  on shared-runner-1 xS6Vzpvo, system ID: s_0e6850b2fce7${ESC}[0;m`,
    section('prepare_executor', t, 'Preparing the "docker" executor'),
    `${ESC}[0KUsing Docker executor with image node:20-alpine ...${ESC}[0;m`,
    'Pulling docker image node:20-alpine ... 10%\rPulling docker image node:20-alpine ... 64%\rPulling docker image node:20-alpine ... done',
    sectionEnd('prepare_executor', t + 3),
    section('get_sources', t + 3, 'Getting source from Git repository'),
    green('Fetching changes with git depth set to 20...'),
    `Checking out ${pipeline.sha.slice(0, 8)} as detached HEAD (ref is ${pipeline.ref})...`,
    sectionEnd('get_sources', t + 5),
    section('step_script', t + 5, 'Executing "step_script" stage of the job script'),
    ...scriptLines(job, pipeline, failing),
    sectionEnd('step_script', t + 60),
  ];
  if (failing) {
    lines.push(section('cleanup_file_variables', t + 60, 'Cleaning up project directory and file based variables'), sectionEnd('cleanup_file_variables', t + 61), red('ERROR: Job failed: exit code 1'));
  } else {
    if (isBuild(job)) {
      lines.push(section('upload_artifacts_on_success', t + 60, 'Uploading artifacts for successful job'), green('Uploading artifacts...'), 'dist/: found 2 matching artifact files and directories', 'Uploading artifacts as "archive" to coordinator... 201 Created', sectionEnd('upload_artifacts_on_success', t + 61));
    }
    lines.push(green('Job succeeded'));
  }
  return `${lines.join('\n')}\n`;
}

/** A 1×1 PNG: the binary file of the build artifacts. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The artifacts of a successful job: a build job uploads a text report and a small image. */
export function jobArtifacts(job: SimJob, pipeline: SimPipeline): SimArtifactFile[] {
  if (!isBuild(job)) return [];
  const report = ['Build report', `Ref: ${pipeline.ref}`, `Commit: ${pipeline.sha}`, `Pipeline: ${pipeline.id}`, 'Modules: 42', 'Warnings: 0', ''].join('\n');
  return [
    { path: 'dist/report.txt', content: Buffer.from(report, 'utf8') },
    { path: 'dist/logo.png', content: LOGO_PNG },
  ];
}

/** A zip archive of the files, stored without compression. */
export function zipArchive(files: readonly SimArtifactFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.path, 'utf8');
    const crc = crc32(f.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.content.length, 18);
    local.writeUInt32LE(f.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(f.content.length, 20);
    central.writeUInt32LE(f.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, f.content);
    centrals.push(central, name);
    offset += local.length + name.length + f.content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
