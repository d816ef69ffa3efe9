import { card, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { ArchiveDto, BlobDto, TreeListDto } from './dto/repository.dto.js';
import { contentBlock } from './repository-files.format.js';
import { short, steps } from './repository.format-helpers.js';

export function renderBlob(b: BlobDto, heading: string): string {
  const more = 'GitLab has no line range for blobs: read the file with repository.file_raw (start_line) at a ref instead.';
  return card(heading, [['SHA', b.sha], ['Size', b.size === undefined ? undefined : `${b.size} bytes`]]) + `\n\n${contentBlock(b, more)}` + steps(b);
}

export function renderTree(list: TreeListDto, project: string, path: string | undefined, ref: string | undefined): string {
  return (
    table(
      `Tree of ${path ? `${path} in ` : ''}project ${project}${ref ? ` at ${ref}` : ''}`,
      [
        { header: 'Type', value: (e: TreeListDto['tree'][number]) => e.type },
        { header: 'Path', value: (e) => e.path },
        { header: 'Mode', value: (e) => e.mode },
        { header: 'SHA', value: (e) => short(e.id) },
      ],
      list.tree,
      'Empty directory.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderArchive(a: ArchiveDto): string {
  return (
    card(`Archive of project ${a.project_id}`, [['Ref', a.sha ?? 'default branch'], ['Format', a.format], ['Path', a.path], ['Content type', a.content_type], ['Download URL', a.download_url]]) +
    `\n\n${a.note}` +
    steps(a)
  );
}
