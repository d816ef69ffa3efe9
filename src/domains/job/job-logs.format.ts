import { nextStepsBlock, untrusted } from '@gitlab-mcp/action-kit';
import type { JobLogDto } from './dto/job-log.dto.js';

export function renderJobLog(log: JobLogDto): string {
  const title = `## Log of job ${log.job_id}`;
  if (log.total_lines === 0) return `${title}\n\nThe log is empty (the job may not have started yet, or it was erased).${nextStepsBlock(log.next_steps ?? [])}`;
  if (log.start_line === 0) {
    return `${title}\n\nNo line to show: the log has ${log.total_lines} lines. Use \`offset\` between 1 and ${log.total_lines}.${nextStepsBlock(log.next_steps ?? [])}`;
  }
  const where = `Lines ${log.start_line}–${log.end_line} of ${log.total_lines}${log.log_truncated ? ' (of the part of the log read)' : ''}.`;
  const more: string[] = [];
  if (log.earlier_offset !== undefined) more.push(`earlier lines: \`offset: ${log.earlier_offset}\``);
  if (log.later_offset !== undefined) more.push(`later lines: \`offset: ${log.later_offset}\``);
  const moreLine = more.length > 0 ? ` Read more with job.trace: ${more.join('; ')}.` : ' This is the whole log.';
  const truncated = log.log_truncated ? '\n\n_The raw log is longer than one read allows: its end was not read. Use byte_offset to read a later part._' : '';
  return `${title}\n\n_${where}${moreLine} Colour codes and section markers are removed._${truncated}\n\n${untrusted(`Log of job ${log.job_id}`, log.content)}${nextStepsBlock(log.next_steps ?? [])}`;
}
