import { card, inline, nextStepsBlock } from '@gitlab-mcp/action-kit';
import { formatBytes } from '../shared/ci-format.js';
import type { UploadListDto } from '../shared/upload-entry.dto.js';
import { renderUploadList as renderUploads } from '../shared/upload-entry.format.js';
import type { ProjectUploadResultDto } from './dto/project-upload.dto.js';

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

export function renderUploadList(list: UploadListDto, project: string): string {
  return renderUploads(list, `Uploads of project ${project}`);
}
