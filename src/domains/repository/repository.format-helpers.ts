import { nextStepsBlock } from '@gitlab-mcp/action-kit';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';

export const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
export const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);
export const short = (sha: string | undefined): string | undefined => (sha ? sha.slice(0, 8) : undefined);
export const BOUND_KB = Math.round(MAX_CONTENT_CHARS / 1024);
