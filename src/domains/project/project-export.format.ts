import { card, formatDate, nextStepsBlock, table, type CellValue } from '@gitlab-mcp/action-kit';
import { renderDownloadFacts } from '../shared/download-facts.js';
import type { FailedRelationDto, ProjectDownloadDto, ProjectExportStatusDto, ProjectImportStatusDto } from './dto/project-export.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderExportStatus(s: ProjectExportStatusDto): string {
  return (
    card(`Export of project ${s.path_with_namespace ?? s.id}`, [
      ['Status', s.export_status],
      ['Project ID', s.id],
      ['Requested', formatDate(s.created_at)],
      ['Download (API)', s._links?.api_url],
      ['Download (web)', s._links?.web_url],
    ]) + steps(s)
  );
}

export function renderImportStatus(s: ProjectImportStatusDto, heading = 'Import of project'): string {
  const rows: [string, CellValue][] = [
    ['Status', s.import_status],
    ['Project ID', s.id],
    ['Type', s.import_type],
    ['Created', formatDate(s.created_at)],
    ['Error', s.import_error],
    ['Correlation ID', s.correlation_id],
  ];
  const failed = s.failed_relations ?? [];
  const failures =
    failed.length === 0
      ? ''
      : '\n\n' +
        table(
          'Relations that failed to import',
          [
            { header: 'Relation', value: (f: FailedRelationDto) => f.relation_name },
            { header: 'Error', value: (f) => f.exception_class },
            { header: 'Message', value: (f) => f.exception_message },
            { header: 'When', value: (f) => formatDate(f.created_at) },
          ],
          failed,
        );
  return card(`${heading} ${s.path_with_namespace ?? s.id}`, rows) + failures + steps(s);
}

export function renderDownload(d: ProjectDownloadDto, heading: string): string {
  return renderDownloadFacts(d, heading, ['Project', d.project_id]) + steps(d);
}
