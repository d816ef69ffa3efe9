import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { cleanJobLog, DEFAULT_LOG_LINES, logWindow, MAX_TRACE_BYTES } from '../shared/job-log.js';
import { JobLogDto } from './dto/job-log.dto.js';
import { JobTraceDto } from './dto/job-params.dto.js';
import { JOB_DOMAIN } from './job.domain.js';
import { renderJobLog } from './job-logs.format.js';
import { jobPath } from './jobs.actions.js';

@Domain(JOB_DOMAIN)
@Injectable()
export class JobLogActions {
  @Action({
    id: 'job.trace',
    title: 'Show a job log',
    description: `Show the log (trace, console output) of a CI job: by default its last ${DEFAULT_LOG_LINES} lines, where a failure is; offset and lines read other parts. Colour codes and section markers are removed.`,
    keywords: ['build log', 'stdout', 'logs', 'error output'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: JobTraceDto,
    output: JobLogDto,
    operation: 'jobTrace',
    route: 'GET /projects/:id/jobs/:job_id/trace',
    hints: [{ text: 'the job may not exist or its log was erased; use job.get to check it', statuses: [404] }],
    example: { project_id: '42', job_id: 105, lines: 50 },
  })
  async trace(input: JobTraceDto, ctx: ActionContext): Promise<ActionResult<JobLogDto>> {
    const ranged = input.byte_offset !== undefined;
    const res = await ctx.gitlab.rest<string>({
      method: 'GET',
      path: `${jobPath(input.project_id, input.job_id)}/trace`,
      query: ranged ? { byte_offset: input.byte_offset, byte_limit: input.byte_limit } : undefined,
      responseType: 'text',
      maxBytes: Math.min(input.byte_limit ?? MAX_TRACE_BYTES, MAX_TRACE_BYTES),
      signal: ctx.signal,
    });
    const count = input.lines ?? DEFAULT_LOG_LINES;
    const window = logWindow(cleanJobLog(typeof res.data === 'string' ? res.data : ''), { count, offset: input.offset });
    const earlier = window.start > 1 ? Math.max(1, window.start - count) : undefined;
    const later = window.end > 0 && window.end < window.total ? window.end + 1 : undefined;
    const out: JobLogDto = {
      project_id: input.project_id,
      job_id: input.job_id,
      content: window.lines.join('\n'),
      start_line: window.start,
      end_line: window.end,
      total_lines: window.total,
      ...(earlier === undefined ? {} : { earlier_offset: earlier }),
      ...(later === undefined ? {} : { later_offset: later }),
      log_truncated: res.truncated === true,
      next_steps: [
        ...(earlier === undefined ? [] : [`job.trace with offset ${earlier} for the ${window.start - earlier} lines before`]),
        ...(later === undefined ? [] : [`job.trace with offset ${later} for the lines after`]),
        'job.get for the job status and failure reason',
        'job.retry to run the job again',
      ],
    };
    return respond(out, renderJobLog(out));
  }
}
