import { nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from './user-basic.dto.js';

export const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export const who = (u: UserBasicDto | undefined | null): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

export const users = (list: readonly (UserBasicDto | undefined)[] | undefined): string[] => (list ?? []).map((u) => who(u) ?? '').filter((u) => u !== '');

/** A milestone named by its IDs only: its title is user-written and goes in a frame. */
export const milestoneRef = (m: { id: number; iid?: number } | undefined): string | undefined => (m ? `ID ${m.id}${m.iid === undefined ? '' : ` (IID ${m.iid})`}` : undefined);
