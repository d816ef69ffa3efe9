import { card, formatDate, inline, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { formatBytes } from '../shared/ci-format.js';
import type { ProjectUploadEntryDto, ProjectUploadListDto, ProjectUploadResultDto } from './dto/project-upload.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderUpload(u: ProjectUploadResultDto, project: string): string {
  return (
    card(`File uploaded to project ${project}`, [
      ['ID', u.id],
      ['Name', u.alt],
      ['Size', formatBytes(u.size)],
      ['URL', u.url],
      ['Full path', u.full_path],
      ['Markdown', u.markdown === undefined ? undefined : `\`${inline(u.markdown).replace(/`/g, "'")}\``],
    ]) + steps(u)
  );
}

export function renderUploadList(list: ProjectUploadListDto, project: string): string {
  return (
    table(
      `Uploads of project ${project}`,
      [
        { header: 'ID', value: (u: ProjectUploadEntryDto) => u.id },
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
