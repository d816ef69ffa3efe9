/** Small readers over the structured outputs prompts gather (A-33 lists, GitLab entities). */

export interface IssueFact {
  readonly iid: number;
  readonly title: string;
  readonly state?: string;
  readonly labels?: readonly string[];
  readonly assignees?: readonly { username?: string }[];
  readonly assignee?: { username?: string } | null;
  readonly milestone?: { title?: string; due_date?: string; state?: string } | null;
  readonly due_date?: string;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly web_url?: string;
  readonly author?: { username?: string };
}

export interface BranchFact {
  readonly name: string;
  readonly merged?: boolean;
  readonly protected?: boolean;
  readonly default?: boolean;
  readonly commit?: { committed_date?: string; author_name?: string; title?: string };
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

export const hasAssignee = (i: IssueFact): boolean => (i.assignees?.length ?? 0) > 0 || Boolean(i.assignee);


/** A fenced facts section: data from GitLab is quoted, never mixed with the instructions. */
export const factsBlock = (title: string, lines: readonly string[]): string => `### ${title}\n${lines.length > 0 ? lines.join('\n') : '- (none)'}`;
