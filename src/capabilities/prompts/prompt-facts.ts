/** Small readers over the structured outputs prompts gather (A-33 lists, GitLab entities). */

export interface UserFact {
  readonly id?: number;
  readonly username?: string;
  readonly name?: string;
}

export interface IssueFact {
  readonly iid: number;
  readonly title: string;
  readonly state?: string;
  readonly labels?: readonly string[];
  readonly assignees?: readonly UserFact[];
  readonly assignee?: UserFact | null;
  readonly milestone?: { title?: string; due_date?: string; state?: string } | null;
  readonly due_date?: string;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly closed_at?: string;
  readonly web_url?: string;
  readonly author?: UserFact;
  readonly references?: { full?: string; short?: string };
}

export interface BranchFact {
  readonly name: string;
  readonly merged?: boolean;
  readonly protected?: boolean;
  readonly default?: boolean;
  readonly commit?: { committed_date?: string; author_name?: string; title?: string };
}

export interface MrFact {
  readonly iid: number;
  readonly project_id?: number;
  readonly title?: string;
  readonly description?: string;
  readonly state?: string;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly merged_at?: string;
  readonly closed_at?: string;
  readonly source_branch?: string;
  readonly target_branch?: string;
  readonly author?: UserFact;
  readonly assignees?: readonly UserFact[];
  readonly reviewers?: readonly UserFact[];
  readonly merge_user?: UserFact;
  readonly labels?: readonly string[];
  readonly milestone?: { title?: string; due_date?: string } | null;
  readonly draft?: boolean;
  readonly has_conflicts?: boolean;
  readonly detailed_merge_status?: string;
  readonly blocking_discussions_resolved?: boolean;
  readonly user_notes_count?: number;
  readonly upvotes?: number;
  readonly downvotes?: number;
  readonly changes_count?: string;
  readonly references?: { full?: string; short?: string };
  readonly web_url?: string;
  readonly task_completion_status?: { count?: number; completed_count?: number };
  readonly head_pipeline?: { status?: string; id?: number } | null;
}

export interface DiffFact {
  readonly old_path?: string;
  readonly new_path?: string;
  readonly new_file?: boolean;
  readonly renamed_file?: boolean;
  readonly deleted_file?: boolean;
  readonly diff?: string;
  readonly too_large?: boolean;
  readonly collapsed?: boolean;
}

export interface CommitFact {
  readonly id?: string;
  readonly short_id?: string;
  readonly title?: string;
  readonly message?: string;
  readonly author_name?: string;
  readonly author_email?: string;
  readonly authored_date?: string;
  readonly committed_date?: string;
  readonly parent_ids?: readonly string[];
}

export interface NoteFact {
  readonly id?: number;
  readonly body?: string;
  readonly author?: UserFact;
  readonly created_at?: string;
  readonly system?: boolean;
  readonly resolvable?: boolean;
  readonly resolved?: boolean;
  readonly position?: { new_path?: string; old_path?: string; new_line?: number | null; old_line?: number | null } | null;
}

export interface DiscussionFact {
  readonly id?: string;
  readonly individual_note?: boolean;
  readonly notes?: readonly NoteFact[];
}

export interface ReleaseFact {
  readonly tag_name?: string;
  readonly name?: string;
  readonly released_at?: string;
  readonly created_at?: string;
  readonly upcoming_release?: boolean;
  readonly author?: UserFact;
  readonly milestones?: readonly { title?: string }[];
}

export interface PageFact {
  readonly total_items?: number;
  readonly has_more?: boolean;
}

export const itemsOf = <T>(out: Readonly<Record<string, unknown>>, key: string): T[] => (Array.isArray(out[key]) ? (out[key] as T[]) : []);

/** "N" when the page is everything, "N (of T)" or "at least N" otherwise. */
export function countOf(returned: number, page: unknown): string {
  const p = page as PageFact | undefined;
  if (!p?.has_more) return String(returned);
  return p.total_items && p.total_items > 0 ? `${p.total_items} (the first ${returned} examined)` : `more than ${returned} (the first ${returned} examined)`;
}

export const daysBetween = (from: string | undefined, now: Date): number | undefined => {
  if (!from) return undefined;
  const t = Date.parse(from);
  return Number.isNaN(t) ? undefined : Math.floor((now.getTime() - t) / 86_400_000);
};

/** Hours between two timestamps, or undefined when either is missing or unreadable. */
export const hoursBetween = (from: string | undefined, to: string | undefined): number | undefined => {
  if (!from || !to) return undefined;
  const a = Date.parse(from);
  const b = Date.parse(to);
  return Number.isNaN(a) || Number.isNaN(b) ? undefined : (b - a) / 3_600_000;
};

/** Whether an ISO timestamp is at or after `since` (unreadable or missing: no). */
export const isSince = (stamp: string | undefined, since: Date): boolean => {
  if (!stamp) return false;
  const t = Date.parse(stamp);
  return !Number.isNaN(t) && t >= since.getTime();
};

export const hasAssignee = (i: IssueFact): boolean => (i.assignees?.length ?? 0) > 0 || Boolean(i.assignee);

export const usernames = (users: readonly UserFact[] | undefined): string[] => (users ?? []).map((u) => u.username).filter((u): u is string => typeof u === 'string' && u !== '');

/** Added and removed lines of a unified diff (headers excluded). */
export function diffStat(diff: string | undefined): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const l of (diff ?? '').split('\n')) {
    if (l.startsWith('+++') || l.startsWith('---')) continue;
    if (l.startsWith('+')) added++;
    else if (l.startsWith('-')) removed++;
  }
  return { added, removed };
}

/** Unresolved resolvable threads of a discussion list. */
export const unresolvedThreads = (discussions: readonly DiscussionFact[]): DiscussionFact[] =>
  discussions.filter((d) => (d.notes ?? []).some((n) => n.resolvable === true && n.resolved !== true));

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export const average = (values: readonly number[]): number | undefined => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length);

/** A duration in hours as "5.2 h" or "3.1 days". */
export const duration = (hours: number | undefined): string => (hours === undefined ? 'n/a' : hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} days`);

/** Counts per key, most frequent first (ties by key). */
export function tally(keys: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** A fenced facts section: data from GitLab is quoted, never mixed with the instructions. */
export const factsBlock = (title: string, lines: readonly string[]): string => `### ${title}\n${lines.length > 0 ? lines.join('\n') : '- (none)'}`;
