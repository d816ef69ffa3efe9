import { card, formatDate, nextStepsBlock, table } from '@gitlab-mcp/action-kit';
import type { DailyFetchesDto, LanguageShareDto, ProjectDailyStatisticsDto, ProjectLanguagesDto, ProjectRepositoryStorageDto } from './dto/project-insights.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderLanguages(l: ProjectLanguagesDto): string {
  return (
    table(
      `Languages of project ${l.project_id}`,
      [
        { header: 'Language', value: (x: LanguageShareDto) => x.name },
        { header: 'Share', value: (x) => `${x.percent.toFixed(2)} %` },
      ],
      l.languages,
      'No languages detected (the repository may be empty).',
    ) + steps(l)
  );
}

/** Days of fetch statistics a table shows; the rest stays in structuredContent. */
const SHOWN_DAYS = 30;

export function renderDailyStatistics(s: ProjectDailyStatisticsDto, project: string): string {
  const days = s.fetches?.days ?? [];
  return (
    card(`Fetch statistics of project ${project}`, [
      ['Fetches (last 30 days)', s.fetches?.total],
      ['Days reported', days.length],
    ]) +
    '\n\n' +
    table(
      'Fetches per day',
      [
        { header: 'Date', value: (d: DailyFetchesDto) => d.date },
        { header: 'Fetches', value: (d) => d.count },
      ],
      days.slice(0, SHOWN_DAYS),
      'No fetches recorded.',
    ) +
    steps(s)
  );
}

export function renderRepositoryStorage(s: ProjectRepositoryStorageDto): string {
  return (
    card(`Repository storage of project ${s.project_id ?? ''}`.trim(), [
      ['Storage', s.repository_storage],
      ['Disk path', s.disk_path],
      ['Created', formatDate(s.created_at)],
    ]) + steps(s)
  );
}
