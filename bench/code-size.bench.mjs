// Code size of the catalog (issue 13): lines per action in src/domains, the lines of each declared
// action's block, entity classes defined twice, and duplicated blocks over src/ and libs/ (jscpd),
// for the working tree and for an earlier revision side by side. Reads sources only; writes its
// section of bench/RESULTS.md (and jscpd's report into a temporary folder it removes).
//
//   node bench/code-size.bench.mjs [BASE_REV]   BASE_REV defaults to c8f8ccf (before the declarative form)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_SIZE_TITLE as TITLE, writeSection } from './sections.mjs';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const BASE = process.argv[2] ?? 'c8f8ccf';

/** Every `.ts` file under `dir` that is not a unit test. */
function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

const lines = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The `@Action({ ... })` blocks of a file: their lines, and whether a handler method follows. */
function actionBlocks(text) {
  const rows = text.split('\n');
  const blocks = [];
  for (let i = 0; i < rows.length; i++) {
    if (!/^\s*@Action\(\{/.test(rows[i])) continue;
    let j = i;
    while (j < rows.length && !/^\s*\}\)\s*$/.test(rows[j])) j++;
    const member = rows[j + 1] ?? '';
    blocks.push({ lines: j - i + 2, declared: /\?: Declared;/.test(member) });
  }
  return blocks;
}

/** Exported class names of `files` defined in more than one file. */
function twice(files) {
  const where = new Map();
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/^export (?:abstract )?class ([A-Za-z0-9_]+)/gm)) where.set(m[1], [...(where.get(m[1]) ?? []), f]);
  }
  return [...where].filter(([, fs]) => fs.length > 1).map(([name]) => name);
}

/** jscpd over src/ and libs/ of `root` (unit tests excluded): duplicated lines and clone count. */
function clones(root) {
  const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    const bin = join(ROOT, 'node_modules', 'jscpd', 'bin', 'jscpd');
    execFileSync(process.execPath, [bin, '--silent', '--reporters', 'json', '--output', out, '--format', 'typescript', '--ignore', '**/*.spec.ts', '--min-tokens', '50', join(root, 'src'), join(root, 'libs')], { stdio: 'ignore' });
    const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
    const t = report.statistics.total;
    return { clones: t.clones, duplicatedLines: t.duplicatedLines, lines: t.lines, percentage: t.percentage };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function measure(root) {
  const domainFiles = sources(join(root, 'src', 'domains'));
  let total = 0;
  const blocks = [];
  for (const f of domainFiles) {
    const text = readFileSync(f, 'utf8');
    total += lines(text);
    if (f.endsWith('.actions.ts')) blocks.push(...actionBlocks(text));
  }
  const declared = blocks.filter((b) => b.declared);
  const entityFiles = domainFiles.filter((f) => /\/dto\/|\/shared\//.test(f) && relative(root, f).startsWith('src'));
  return {
    domainLines: total,
    actions: blocks.length,
    perAction: total / blocks.length,
    declared: declared.length,
    declaredBlock: declared.length ? declared.reduce((a, b) => a + b.lines, 0) / declared.length : 0,
    declaredMax: declared.length ? Math.max(...declared.map((b) => b.lines)) : 0,
    twice: twice(entityFiles),
    cpd: clones(root),
  };
}

/** The sources of `rev` (src, libs and the lock-free configs jscpd needs) in a temporary folder. */
function checkout(rev) {
  const dir = mkdtempSync(join(tmpdir(), 'code-size-'));
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${rev} src libs | tar -x -C "${dir}"`]);
  return dir;
}

const baseDir = checkout(BASE);
const rev = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
let before;
try {
  before = measure(baseDir);
} finally {
  rmSync(baseDir, { recursive: true, force: true });
}
const after = measure(ROOT);
const f1 = (n) => n.toFixed(1);
const int = (n) => Math.round(n).toLocaleString('en-US');
const row = (name, a, b, goal = '') => `| ${name} | ${a} | ${b} | ${goal} |`;
const text = [
  `## ${TITLE}`,
  '',
  `Measured by \`node bench/code-size.bench.mjs\` on ${new Date().toISOString().slice(0, 10)}: before = ${BASE}, after = ${rev} plus the working tree. Lines are physical lines of the non-test \`.ts\` files; an action is one \`@Action\` block; duplicated blocks are jscpd 4 clones of at least 50 tokens over src/ and libs/ (unit tests excluded).`,
  '',
  '| measure | before | after | goal |',
  '| --- | --- | --- | --- |',
  row('actions in src/domains', int(before.actions), int(after.actions)),
  row('lines in src/domains', int(before.domainLines), int(after.domainLines)),
  row('lines per action (all of src/domains ÷ actions)', f1(before.perAction), f1(after.perAction), '≤ 30'),
  row('declared actions (no handler)', int(before.declared), int(after.declared)),
  row('lines of a declared action (its `@Action` block and member), mean / max', before.declared ? `${f1(before.declaredBlock)} / ${before.declaredMax}` : '—', `${f1(after.declaredBlock)} / ${after.declaredMax}`, '≤ 12'),
  row('DTO classes defined twice (src/domains)', `${before.twice.length}`, `${after.twice.length}${after.twice.length ? ` (${after.twice.join(', ')})` : ''}`, '0'),
  row('duplicated blocks (jscpd clones) over src/ and libs/', int(before.cpd.clones), int(after.cpd.clones)),
  row('duplicated lines (share of all lines)', `${int(before.cpd.duplicatedLines)} (${f1(before.cpd.percentage)} %)`, `${int(after.cpd.duplicatedLines)} (${f1(after.cpd.percentage)} %)`),
  '',
].join('\n');
process.stdout.write(text);
writeSection(TITLE, text);
