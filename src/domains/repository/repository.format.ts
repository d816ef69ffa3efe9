import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { FileCommitDto } from './dto/file.dto.js';

export function renderFileCreated(f: FileCommitDto, project: string): string {
  return card(`File ${f.file_path} created`, [['Project', project], ['Branch', f.branch], ['Path', f.file_path]]) + nextStepsBlock(f.next_steps ?? []);
}
