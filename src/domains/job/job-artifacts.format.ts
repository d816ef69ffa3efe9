import { card, nextStepsBlock, untrusted } from '@gitlab-mcp/action-kit';
import { formatBytes } from '../shared/ci-format.js';
import type { ArtifactContentDto, ArtifactDeletionDto } from './dto/job-artifact.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

function source(a: ArtifactContentDto): string {
  return a.job_id !== undefined ? `job ${a.job_id}` : `job "${a.job ?? ''}" on ${a.ref_name ?? ''}`;
}

export function renderArtifactContent(a: ArtifactContentDto): string {
  const name = a.artifact_path ?? a.file_name;
  const rows = card(`Artifact ${name} of ${source(a)}`, [
    ['File name', a.file_name],
    ['Size', formatBytes(a.size) ?? 'unknown (GitLab sent no length)'],
    ['Content type', a.content_type],
    ['Kind', a.archive ? 'archive' : a.binary ? 'binary' : 'text'],
  ]);
  if (a.archive) return `${rows}\n\n_An archive: its content is not downloaded here. job.download_single_artifact reads one file from it by path._${steps(a)}`;
  if (a.binary) return `${rows}\n\n_Binary content is not shown._${steps(a)}`;
  const cut = a.truncated
    ? `\n\n_Trimmed: ${a.shown_lines ?? 0} lines${a.total_lines === undefined ? '' : ` of ${a.total_lines}`} are shown; the file is longer than one answer carries._`
    : '';
  return `${rows}\n\n${untrusted(`Content of ${name}`, a.content)}${cut}${steps(a)}`;
}

export function renderArtifactDeletion(r: ArtifactDeletionDto, heading: string): string {
  return card(heading, [['Project', r.project_id], ['Job', r.job_id], ['Result', r.message]]) + steps(r);
}
