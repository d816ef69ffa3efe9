import { card, untrusted } from '@gitlab-mcp/action-kit';
import type { ChangelogCommitDto, ChangelogNotesDto } from './dto/repository.dto.js';
import { BOUND_KB, steps } from './repository.format-helpers.js';

export function renderChangelogNotes(c: ChangelogNotesDto): string {
  const cut = c.truncated ? `\n\n✂️ _Notes truncated at ${BOUND_KB} KiB: narrow the range with from/to._` : '';
  return card(`Changelog for ${c.version}`, [['Project', c.project_id]]) + `\n\n${untrusted('Changelog notes', c.notes)}` + cut + steps(c);
}

export function renderChangelogCommit(c: ChangelogCommitDto): string {
  return card(`Changelog for ${c.version} committed`, [['Project', c.project_id], ['Branch', c.branch ?? 'default branch'], ['File', c.file ?? 'CHANGELOG.md'], ['Result', c.message]]) + steps(c);
}
