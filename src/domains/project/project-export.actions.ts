import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { uploadedFile } from '../shared/upload-content.js';
import {
  importIsDestructive,
  ImportProjectFileDto,
  ProjectDownloadDto,
  ProjectExportStatusDto,
  ProjectImportStatusDto,
  ScheduleExportDto,
} from './dto/project-export.dto.js';
import { ProjectOperationDto } from './dto/project.dto.js';
import { DOWNLOAD_READ_BYTES, describeDownload } from '../shared/download-facts.js';
import { renderDownload, renderExportStatus, renderImportStatus } from './project-export.format.js';
import { renderProjectOperation } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { gitlabMessage, PROJECT_404, roleHint } from './project-core.hints.js';

const MAINTAINER = (what: string): ActionHint => roleHint(what, 'the Maintainer or Owner role');

/** Project export and file-based import. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectExportActions {
  @Action({
    id: 'project.export_schedule', title: 'Schedule a project export', tier: 'free', readOnly: false, destructive: false,
    description:
      'Start exporting a project (repository, issues, merge requests, settings; see GitLab’s export contents) to an archive, in the background. Follow it with project.export_status; download it with project.export_download, or let GitLab upload it to a URL.',
    keywords: ['backup', 'export archive', 'migrate project', 'tar.gz', 'project backup', 'file-based migration'],
    input: ScheduleExportDto, output: ProjectOperationDto, operation: 'projectExportSchedule', route: 'POST /projects/:id/export',
    hints: [PROJECT_404, MAINTAINER('exporting a project'), { text: 'an export may already be running (project.export_status), or exports are disabled on this instance', statuses: [400, 429] }],
    example: { project_id: '42', description: 'Backend export for migration' },
    reply: { shape: scheduled, render: (out, input) => renderProjectOperation(out, `Export of project ${input.project_id} scheduled`), nextSteps: ['project.export_status until export_status is finished', 'project.export_download once it is finished'] },
  })
  readonly schedule?: Declared;

  @Action({
    id: 'project.export_status', title: 'Get the status of a project export', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the state of the latest export of a project (none, queued, started, finished, regeneration_in_progress) and its download links.',
    keywords: ['backup status', 'export progress', 'export ready', 'download link'],
    input: ProjectIdDto, output: ProjectExportStatusDto, operation: 'projectExportStatus', route: 'GET /projects/:id/export',
    hints: [PROJECT_404, MAINTAINER('reading the export status')],
    example: { project_id: '42' },
    reply: { shape: exportStatus, render: renderExportStatus },
  })
  readonly status?: Declared;

  @Action({
    id: 'project.export_download',
    title: 'Download a project export',
    description:
      'Fetch the finished export archive of a project and report its file name, size and type. The archive is not stored or returned (this server writes nothing to disk); download it from the web link of project.export_status to keep it.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['backup', 'export archive', 'tar.gz', 'download backup', 'export file'],
    input: ProjectIdDto,
    output: ProjectDownloadDto,
    operation: 'projectExportDownload',
    route: 'GET /projects/:id/export/download',
    hints: [
      { text: 'no finished export exists (it may have expired): run project.export_schedule, then wait for project.export_status to say finished', statuses: [404] },
      MAINTAINER('downloading an export'),
    ],
    example: { project_id: '42' },
  })
  async download(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<ProjectDownloadDto>> {
    const res = await ctx.gitlab.rest<Uint8Array>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/export/download`,
      responseType: 'bytes',
      maxBytes: DOWNLOAD_READ_BYTES,
      signal: ctx.signal,
    });
    const out: ProjectDownloadDto = { project_id: input.project_id, ...describeDownload(res), next_steps: ['project.import_from_file to import an archive as a new project'] };
    return respond(out, renderDownload(out, `Export archive of project ${input.project_id}`));
  }

  @Action({
    id: 'project.import_from_file',
    title: 'Import a project from an export file',
    description:
      'Create a project from a GitLab export archive (.tar.gz) sent in the call as base64 (up to 10 MiB). The import runs in the background: follow it with project.import_status. With overwrite it replaces an existing project of the same path, which needs confirmation.',
    tier: 'free',
    readOnly: false,
    destructive: (p: ImportProjectFileDto) => importIsDestructive(p),
    keywords: ['restore backup', 'tar.gz', 'migrate project', 'upload export', 'import archive', 'file-based migration'],
    input: ImportProjectFileDto,
    output: ProjectImportStatusDto,
    operation: 'projectImportFromFile',
    route: 'POST /projects/import',
    hints: [
      { text: 'the path may be taken in the namespace (set overwrite, or choose another path), or the file is not a GitLab export archive', statuses: [400, 422] },
      { text: 'importing needs the right to create projects in the namespace (usually Developer or Maintainer in a group)', statuses: [401, 403], namesRole: true },
      { text: 'the namespace may not exist; group.get shows a group', statuses: [404] },
    ],
    example: { file_name: 'backend-export.tar.gz', content: 'H4sIAAAAAAAAA+3BAQ0AAADCoPdPbQ43oAAAAAAAAAAAAIA3A5reHScAKAAA', encoding: 'base64', path: 'backend-copy', namespace: 'acme' },
  })
  async importFromFile(input: ImportProjectFileDto, ctx: ActionContext): Promise<ActionResult<ProjectImportStatusDto>> {
    const { file_name, content, encoding } = input;
    const file = uploadedFile('projectImportFromFile', { file_name, content, encoding, content_type: input.content_type ?? 'application/gzip' });
    const overrides = Object.fromEntries((input.override_params ?? []).map((o) => [`override_params[${o.name}]`, o.value]));
    const res = await ctx.gitlab.rest<ProjectImportStatusDto>({
      method: 'POST',
      path: '/projects/import',
      form: {
        file,
        path: input.path,
        name: input.name,
        namespace: input.namespace,
        namespace_id: input.namespace_id,
        namespace_path: input.namespace_path,
        overwrite: input.overwrite,
        ...overrides,
      },
      signal: ctx.signal,
    });
    const out: ProjectImportStatusDto = { ...res.data, next_steps: ['project.import_status to follow the import', 'project.get once it is finished'] };
    return respond(out, renderImportStatus(out, 'Import started:'));
  }

  @Action({
    id: 'project.import_status', title: 'Get the import status of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the state of the import of a project (none, scheduled, started, finished, failed), its error and the relations that failed to import.',
    keywords: ['import progress', 'migration status', 'import errors', 'import state'],
    input: ProjectIdDto, output: ProjectImportStatusDto, operation: 'projectImportStatus', route: 'GET /projects/:id/import',
    hints: [PROJECT_404],
    example: { project_id: '42' },
    reply: { shape: importStatus, render: (out) => renderImportStatus(out) },
  })
  readonly importStatus?: Declared;
}

function scheduled(answer: unknown, input: ScheduleExportDto): Omit<ProjectOperationDto, 'next_steps'> {
  return {
    project_id: input.project_id,
    message: input.upload?.url ? `Export scheduled; GitLab uploads it to ${input.upload.url} when ready.` : 'Export scheduled; it runs in the background.',
    gitlab_message: gitlabMessage(answer),
  };
}

/** The next steps depend on whether the export is finished. */
function exportStatus(answer: unknown): ProjectExportStatusDto {
  const status = answer as ProjectExportStatusDto;
  const finished = status.export_status === 'finished';
  return { ...status, next_steps: finished ? ['project.export_download to check the archive'] : ['project.export_status again in a little while', 'project.export_schedule if no export is running'] };
}

/** The next steps depend on whether the import is over. */
function importStatus(answer: unknown): ProjectImportStatusDto {
  const status = answer as ProjectImportStatusDto;
  const done = status.import_status === 'finished' || status.import_status === 'failed' || status.import_status === 'none';
  return { ...status, next_steps: done ? ['project.get to see the project'] : ['project.import_status again in a little while'] };
}
