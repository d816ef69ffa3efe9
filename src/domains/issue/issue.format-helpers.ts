import { nextStepsBlock, untrusted } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';

// Shared by the issue renderers. Every text a GitLab user wrote (titles, descriptions, comments)
// goes through untrusted(); tables carry only GitLab's own values.

export const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

/** A milestone by its numbers only; its title is user-written and goes in a frame. */
export const milestoneRef = (m: { id: number; iid?: number } | undefined): string | undefined => (m ? `ID ${m.id}${m.iid === undefined ? '' : ` (IID ${m.iid})`}` : undefined);

export const titles = (label: string, rows: ReadonlyArray<readonly [string, string | undefined]>): string => {
  const lines = rows.filter((r) => r[1] !== undefined && r[1] !== '').map(([ref, title]) => `${ref}: ${title}`);
  return lines.length === 0 ? '' : `\n\n${untrusted(label, lines.join('\n'))}`;
};
