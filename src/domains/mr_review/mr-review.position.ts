import type { ActionContext } from '@gitlab-mcp/action-kit';
import type { PositionParamsDto } from './dto/mr-review-params.dto.js';
import { mrPath } from './mr-review.rest.js';

/** GitLab's `diff_refs`: the three SHAs every diff position names. */
interface DiffRefs {
  base_sha?: string | null;
  start_sha?: string | null;
  head_sha?: string | null;
}

/**
 * The `position` GitLab expects: `position_type` defaults to text, a lone `old_path`/`new_path` stands for both (an
 * unrenamed file), and SHAs the caller left out come from the merge request's current `diff_refs`.
 */
export async function completePosition(
  position: PositionParamsDto | undefined,
  projectId: string,
  iid: number,
  ctx: ActionContext,
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
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}
