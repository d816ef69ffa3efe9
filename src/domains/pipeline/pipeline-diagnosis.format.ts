import { card, nextStepsBlock, untrusted } from '@gitlab-mcp/action-kit';
import type { DiagnosedJobDto, PipelineDiagnosisDto } from './dto/pipeline-diagnosis.dto.js';

function jobSection(j: DiagnosedJobDto): string {
  const heading = `### Job ${j.name} (${j.id})${j.stage ? `, stage ${j.stage}` : ''}: ${j.failure_reason ?? j.status ?? 'failed'}`;
  const rows: string[] = [];
  if (j.failure_hint) rows.push(`- **What it means**: ${j.failure_hint}`);
  rows.push(`- **Allowed to fail**: ${j.allow_failure ? 'yes (it does not fail the pipeline)' : 'no'}`);
  if (j.web_url) rows.push(`- **Web URL**: ${j.web_url}`);
  if (!j.log_read) {
    rows.push(`- **Log**: not read here; job.trace with job_id ${j.id} shows it`);
    return [heading, '', ...rows].join('\n');
  }
  if (!j.log_total_lines) {
    rows.push('- **Log**: empty');
    return [heading, '', ...rows].join('\n');
  }
  const earlier = (j.log_start_line ?? 1) > 1 ? `; earlier lines: job.trace with job_id ${j.id} and offset ${Math.max(1, (j.log_start_line ?? 1) - 200)}` : '';
  rows.push(`- **Log**: lines ${j.log_start_line}–${j.log_end_line} of ${j.log_total_lines}${earlier}`);
  return [heading, '', ...rows, '', untrusted(`Log of job ${j.name} (${j.id})`, j.log_tail)].join('\n');
}

export function renderPipelineDiagnosis(d: PipelineDiagnosisDto): string {
  const p = d.pipeline;
  const head = card(`Diagnosis of pipeline ${p.id}${p.iid ? ` (#${p.iid})` : ''}: ${p.status ?? 'unknown'}`, [
    ['Ref', p.ref],
    ['Commit', p.sha?.slice(0, 8)],
    ['Source', p.source],
    ['Failed jobs', d.failed_job_count],
    ['Web URL', p.web_url],
  ]);
  const config = typeof p.yaml_errors === 'string' && p.yaml_errors !== '' ? `\n\n${untrusted('CI configuration errors', p.yaml_errors)}` : '';
  const jobs = d.failed_jobs.map(jobSection).join('\n\n');
  return `${head}\n\n${d.summary}${config}${jobs ? `\n\n${jobs}` : ''}${nextStepsBlock(d.next_steps ?? [])}`;
}
