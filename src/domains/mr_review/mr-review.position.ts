import type { ActionContext } from '@gitlab-mcp/action-kit';
import type { PositionParamsDto } from './dto/mr-review-params.dto.js';
import { completeLineRange } from './mr-review.line-range.js';
import { mrPath } from './mr-review.rest.js';

/** GitLab's `diff_refs`: the three SHAs every diff position names. */
interface DiffRefs {
  base_sha?: string | null;
  start_sha?: string | null;
  head_sha?: string | null;
}

/**
 * The `position` GitLab expects: `position_type` defaults to text, a lone `old_path`/`new_path` stands for both (an
 * unrenamed file), SHAs the caller left out come from the merge request's current `diff_refs`, and a `line_range`
 * gets each end's `line_code` and `type` from the diff (its last line is the position's line unless one is given).
 */
export async function completePosition(
  position: PositionParamsDto | undefined,
  projectId: string,
  iid: number,
  ctx: ActionContext,
  operation: string,
): Promise<Record<string, unknown> | undefined> {
  if (!position) return undefined;
  const out: Record<string, unknown> = { ...position, position_type: position.position_type ?? 'text' };
  if (out['position_type'] !== 'image') {
    out['new_path'] = position.new_path ?? position.old_path;
    out['old_path'] = position.old_path ?? position.new_path;
  }
  if (!position.base_sha || !position.start_sha || !position.head_sha) {
    const res = await ctx.gitlab.rest<{ diff_refs?: DiffRefs | null }>({ method: 'GET', path: mrPath(projectId, iid), signal: ctx.signal });
    const refs = res.data.diff_refs ?? {};
    out['base_sha'] = position.base_sha ?? refs.base_sha ?? undefined;
    out['start_sha'] = position.start_sha ?? refs.start_sha ?? undefined;
    out['head_sha'] = position.head_sha ?? refs.head_sha ?? undefined;
  }
  const path = position.new_path ?? position.old_path;
  if (position.line_range && path !== undefined) {
    const range = await completeLineRange(position.line_range, path, projectId, iid, operation, ctx);
    out['line_range'] = range;
    if (position.new_line === undefined && position.old_line === undefined) {
      out['new_line'] = range.end.new_line;
      out['old_line'] = range.end.old_line;
    }
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}
