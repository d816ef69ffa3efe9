import { formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { formatBytes } from './ci-format.js';
import type { UploadEntryDto, UploadListDto } from './upload-entry.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** A page of uploads under `title`. */
export function renderUploadList(list: UploadListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (u: UploadEntryDto) => u.id },
        { header: 'File name', value: (u) => u.filename },
        { header: 'Size', value: (u) => formatBytes(u.size) },
        { header: 'Uploaded by', value: (u) => u.uploaded_by?.username },
        { header: 'Uploaded', value: (u) => formatDate(u.created_at) },
      ],
      list.uploads,
      'No uploads.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
