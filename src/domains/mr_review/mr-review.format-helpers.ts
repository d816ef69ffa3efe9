import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import type { NotePositionDto } from '../shared/note.dto.js';

/** Longest comment or diff text shown in Markdown; structuredContent always has the whole text. */
export const MAX_TEXT = 4000;

/** Longest comment excerpt in a list. */
export const EXCERPT = 300;

export const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

/** Text cut at `max` characters, saying how much was left out. */
export function clip(text: string | undefined, max = MAX_TEXT): string {
  const t = text ?? '';
  if (t.length <= max) return t;
  return `${t.slice(0, max)}\n… [trimmed: ${t.length - max} more characters; the full text is in structuredContent]`;
}

/** `src/app.ts line 12`, `src/app.ts old line 5`, `logo.png (image)`, `README.md (whole file)`. */
export function describePosition(p: NotePositionDto | undefined): string | undefined {
  if (!p) return undefined;
  const path = p.new_path ?? p.old_path;
  if (!path) return undefined;
  if (p.position_type === 'image') return `${path} (image${p.x !== undefined && p.y !== undefined ? ` at ${p.x},${p.y}` : ''})`;
  if (p.position_type === 'file') return `${path} (whole file)`;
  const start = p.line_range?.start;
  const end = p.line_range?.end;
  if (start && end) {
    const line = (x: { new_line?: number; old_line?: number }): string => String(x.new_line ?? x.old_line ?? '?');
    return `${path} lines ${line(start)}–${line(end)}`;
  }
  if (p.new_line !== undefined) return `${path} line ${p.new_line}`;
  if (p.old_line !== undefined) return `${path} old line ${p.old_line}`;
  return path;
}

export function renderOutcome(o: MrReviewOutcomeDto, heading: string): string {
  return (
    card(heading, [
      ['Project', o.project_id],
      ['Merge request', `!${o.merge_request_iid}`],
      ['Discussion', o.discussion_id],
      ['Note', o.note_id],
      ['Draft note', o.draft_note_id],
      ['Result', o.message],
    ]) + steps(o)
  );
}
