import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asInt, asObject, asString } from '../shared/json-values.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import {
  HousekeepingDto,
  ProjectDailyStatisticsDto,
  ProjectLanguagesDto,
  ProjectRepositoryStorageDto,
  type DailyFetchesDto,
  type LanguageShareDto,
} from './dto/project-insights.dto.js';
import { ProjectOperationDto } from './dto/project.dto.js';
import { renderDailyStatistics, renderLanguages, renderRepositoryStorage } from './project-insights.format.js';
import { renderProjectOperation } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { PROJECT_404 } from './project-core.hints.js';

/** `{"Ruby": 66.69, "JavaScript": 22.98}` as a list, largest share first. */
export function toLanguageShares(data: unknown): LanguageShareDto[] {
  return Object.entries(asObject(data) ?? {})
    .filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))
    .map(([name, percent]) => ({ name, percent }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name));
}

function toDailyStatistics(data: unknown): ProjectDailyStatisticsDto {
  const fetches = asObject(asObject(data)?.['fetches']);
  if (!fetches) return {};
  const days = asArray(fetches['days']).flatMap((d): DailyFetchesDto[] => {
    const o = asObject(d);
    const date = asString(o?.['date']);
    const count = asInt(o?.['count']);
    return date !== undefined && count !== undefined ? [{ date, count }] : [];
  });
  return { fetches: { total: asInt(fetches['total']), days } };
}

/** What a project's repository holds and how it is used: languages, fetches, storage, housekeeping. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectInsightsActions {
  @Action({
    id: 'project.languages', title: 'Get the languages of a project', tier: 'free', readOnly: true, destructive: false,
    description: "Get the programming languages of a project's default branch with each one's share of the code, in percent.",
    keywords: ['tech stack', 'language breakdown', 'code percentage', 'what language', 'linguist'],
    input: ProjectIdDto, output: ProjectLanguagesDto, operation: 'projectLanguages', route: 'GET /projects/:id/languages',
    hints: [PROJECT_404],
    example: { project_id: '42' },
    reply: { shape: (answer, input) => ({ project_id: input.project_id, languages: toLanguageShares(answer) }), render: renderLanguages, nextSteps: ['repository.tree to browse the code'] },
  })
  readonly languages?: Declared;

  @Action({
    id: 'project.statistics_get', title: 'Get the fetch statistics of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'Get how often the repository of a project was fetched (cloned or pulled) over the last 30 days, per day. Needs the Reporter role.',
    keywords: ['clone count', 'fetch count', 'repo traffic', 'traffic', 'daily clones'],
    input: ProjectIdDto, output: ProjectDailyStatisticsDto, operation: 'projectStatisticsGet', route: 'GET /projects/:id/statistics',
    hints: [PROJECT_404, { text: 'fetch statistics need the Reporter role or higher', statuses: [403], namesRole: true }],
    example: { project_id: '42' },
    reply: { shape: toDailyStatistics, render: (out, input) => renderDailyStatistics(out, input.project_id), nextSteps: ['project.get with statistics: true for storage sizes'] },
  })
  readonly statistics?: Declared;

  @Action({
    id: 'project.repository_storage_get', title: 'Get the repository storage of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'Get where the repository of a project is stored: storage shard and disk path (administrators).',
    keywords: ['Gitaly', 'hashed storage', 'repo location', 'storage node', 'server path'],
    input: ProjectIdDto, output: ProjectRepositoryStorageDto, operation: 'projectRepositoryStorageGet', route: 'GET /projects/:id/storage',
    hints: [PROJECT_404, { text: 'the storage location is visible to administrators only', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42' },
    reply: { render: renderRepositoryStorage, nextSteps: ['project.get with statistics: true for storage sizes'] },
  })
  readonly storage?: Declared;

  @Action({
    id: 'project.start_housekeeping', title: 'Start repository housekeeping', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description:
      'Queue housekeeping of the repository: repacking and garbage collection that make it smaller and faster. task "prune" also removes unreachable objects (e.g. commits no branch or tag refers to any more) right away instead of after the usual grace period.',
    keywords: ['git gc', 'repack', 'shrink repo', 'optimize repo', 'reduce repo size'],
    input: HousekeepingDto, output: ProjectOperationDto, operation: 'projectStartHousekeeping', route: 'POST /projects/:id/housekeeping',
    hints: [
      PROJECT_404,
      { text: 'housekeeping needs the Maintainer or Owner role', statuses: [401, 403], namesRole: true },
      { text: 'housekeeping may already be running for this repository; try again later', statuses: [409] },
    ],
    example: { project_id: '42', task: 'eager' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: `Housekeeping (${input.task ?? 'eager'}) queued; it runs in the background.` }), render: (out, input) => renderProjectOperation(out, `Housekeeping of project ${input.project_id} started`), nextSteps: ['project.get with statistics: true to compare the repository size afterwards'] },
  })
  readonly housekeeping?: Declared;
}
