import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText } from '../shared/file-content.js';
import { asObject, asString } from '../shared/json-values.js';
import { projectPath } from '../shared/project-ref.js';
import { ChangelogCommitDto, ChangelogNotesDto } from './dto/repository.dto.js';
import { ChangelogAddParamsDto, ChangelogGenerateParamsDto } from './dto/repository-params.dto.js';
import { renderChangelogCommit, renderChangelogNotes } from './repository-changelog.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { PROTECTED_403 } from './repository.hints.js';
import type { Json } from './repository.mapping.js';

/** Changelog. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryChangelogActions {
  @Action({
    id: 'repository.changelog_generate',
    title: 'Generate changelog notes',
    description: 'Generate the changelog notes of a version from commit trailers (default "Changelog: ..."), without committing them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ChangelogGenerateParamsDto,
    output: ChangelogNotesDto,
    operation: 'changelogGenerate',
    route: 'GET /projects/:id/repository/changelog',
    hints: [{ text: 'GitLab could not determine the commit range: pass from (the SHA of the previous release), or check the version and the existing tags with tag.list', statuses: [400, 422] }],
    example: { project_id: '42', version: '1.1.0' },
  })
  async changelogGenerate(input: ChangelogGenerateParamsDto, ctx: ActionContext): Promise<ActionResult<ChangelogNotesDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/changelog`,
      query: changelogQuery(input),
      signal: ctx.signal,
    });
    const notes = asString(asObject(res.data)?.notes);
    const bounded = notes === undefined ? undefined : boundText(notes);
    const out: ChangelogNotesDto = {
      project_id: input.project_id,
      version: input.version,
      notes: bounded?.text,
      truncated: bounded?.truncated,
      next_steps: ['repository.changelog_add to commit the notes to the changelog file', 'release.create to publish a release with them'],
    };
    return respond(out, renderChangelogNotes(out));
  }

  @Action({
    id: 'repository.changelog_add',
    title: 'Commit changelog notes',
    description: 'Generate the changelog notes of a version from commit trailers and commit them to the changelog file (default CHANGELOG.md) on a branch.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ChangelogAddParamsDto,
    output: ChangelogCommitDto,
    operation: 'changelogAdd',
    route: 'POST /projects/:id/repository/changelog',
    hints: [
      { text: 'GitLab could not determine the commit range or the version already has notes: pass from, or preview with repository.changelog_generate', statuses: [400, 422] },
      PROTECTED_403,
    ],
    example: { project_id: '42', version: '1.1.0', branch: 'main' },
  })
  async changelogAdd(input: ChangelogAddParamsDto, ctx: ActionContext): Promise<ActionResult<ChangelogCommitDto>> {
    const { project_id, ...body } = input;
    await ctx.gitlab.rest<unknown>({
      method: 'POST',
      path: `${projectPath(project_id)}/repository/changelog`,
      body,
      signal: ctx.signal,
    });
    const out: ChangelogCommitDto = {
      project_id,
      version: input.version,
      branch: input.branch,
      file: input.file,
      message: 'Changelog committed.',
      next_steps: ['repository.file_get to read the changelog file', 'tag.create to tag the version'],
    };
    return respond(out, renderChangelogCommit(out));
  }
}

function changelogQuery(p: ChangelogGenerateParamsDto): Record<string, string | undefined> {
  return { version: p.version, from: p.from, to: p.to, date: p.date, trailer: p.trailer, config_file: p.config_file, config_file_ref: p.config_file_ref };
}
