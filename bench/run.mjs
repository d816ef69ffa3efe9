// `npm run bench`: runs every benchmark, prints a table and writes bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { run as startup } from './startup.bench.mjs';

const sections = [await startup()];
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}${process.env.NODE_EXTRA_CA_CERTS ? ', NODE_EXTRA_CA_CERTS set' : ''}`;
const lines = [`# Benchmark results`, '', `Date: ${new Date().toISOString().slice(0, 10)}. Machine: ${machine}.`, ''];
for (const s of sections) {
  lines.push(`## ${s.title}`, '', '| measure | value | ratio |', '| --- | --- | --- |');
  for (const [a, b, c] of s.rows) lines.push(`| ${a} | ${b} | ${c} |`);
  lines.push('');
}
const text = lines.join('\n');
process.stdout.write(`${text}\n`);
writeFileSync(join(ROOT, 'bench', 'RESULTS.md'), text);
