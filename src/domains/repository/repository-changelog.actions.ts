import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText } from '../shared/file-content.js';
import { asObject, asString } from '../shared/json-values.js';
import { ChangelogCommitDto, ChangelogNotesDto } from './dto/repository.dto.js';
import { ChangelogAddParamsDto, ChangelogGenerateParamsDto } from './dto/repository-params.dto.js';
import { renderChangelogCommit, renderChangelogNotes } from './repository-changelog.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { PROTECTED_403 } from './repository.hints.js';

/** Changelog. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryChangelogActions {
  @Action({
    id: 'repository.changelog_generate', title: 'Generate changelog notes', tier: 'free', readOnly: true, destructive: false,
    description: 'Generate the changelog notes of a version from commit trailers (default "Changelog: ..."), without committing them.',
    keywords: ['release notes', 'CHANGELOG.md', 'what changed', 'history'],
    input: ChangelogGenerateParamsDto, output: ChangelogNotesDto, operation: 'changelogGenerate', route: 'GET /projects/:id/repository/changelog',
    hints: [{ text: 'GitLab could not determine the commit range: pass from (the SHA of the previous release), or check the version and the existing tags with tag.list', statuses: [400, 422] }],
    example: { project_id: '42', version: '1.1.0' },
    reply: { shape: changelogNotesOf, render: renderChangelogNotes, nextSteps: ['repository.changelog_add to commit the notes to the changelog file', 'release.create to publish a release with them'] },
  })
  readonly changelogGenerate?: Declared;

  @Action({
    id: 'repository.changelog_add', title: 'Commit changelog notes', tier: 'free', readOnly: false, destructive: false,
    description: 'Generate the changelog notes of a version from commit trailers and commit them to the changelog file (default CHANGELOG.md) on a branch.',
    keywords: ['release notes', 'update changelog', 'write changelog', 'history'],
    input: ChangelogAddParamsDto, output: ChangelogCommitDto, operation: 'changelogAdd', route: 'POST /projects/:id/repository/changelog',
    hints: [
      { text: 'GitLab could not determine the commit range or the version already has notes: pass from, or preview with repository.changelog_generate', statuses: [400, 422] },
      PROTECTED_403,
    ],
    example: { project_id: '42', version: '1.1.0', branch: 'main' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, version: input.version, branch: input.branch, file: input.file, message: 'Changelog committed.' }), render: renderChangelogCommit, nextSteps: ['repository.file_get to read the changelog file', 'tag.create to tag the version'] },
  })
  readonly changelogAdd?: Declared;
}

/** The notes GitLab generated, bounded like file content. */
function changelogNotesOf(answer: unknown, input: ChangelogGenerateParamsDto): Omit<ChangelogNotesDto, 'next_steps'> {
  const notes = asString(asObject(answer)?.notes);
  const bounded = notes === undefined ? undefined : boundText(notes);
  return { project_id: input.project_id, version: input.version, notes: bounded?.text, truncated: bounded?.truncated };
}
