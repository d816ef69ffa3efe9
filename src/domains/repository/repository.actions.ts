import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { CreateFileDto } from './dto/file-params.dto.js';
import { FileCommitDto } from './dto/file.dto.js';
import { renderFileCreated } from './repository.format.js';

@Domain({ name: 'repository', description: 'Repository content: files, trees and commits of a project.' })
@Injectable()
export class RepositoryActions {
  @Action({
    id: 'repository.file_create',
    title: 'Create a file',
    description: 'Create a new file in a repository with one commit on a branch (optionally starting the branch from start_branch). Fails if the file already exists.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateFileDto,
    output: FileCommitDto,
    operation: 'fileCreate',
    route: 'POST /projects/:id/repository/files/:file_path',
    hints: [{ text: 'the file may already exist. Use repository.file_update to modify an existing file, or verify the branch name', statuses: [400] }],
    example: { project_id: '42', file_path: 'docs/setup.md', branch: 'main', content: '# Setup\n', commit_message: 'Add setup guide' },
  })
  async fileCreate(input: CreateFileDto, ctx: ActionContext): Promise<ActionResult<FileCommitDto>> {
    const { project_id, file_path, ...body } = input;
    const res = await ctx.gitlab.rest<FileCommitDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/repository/files/${segment(file_path)}`,
      body,
      signal: ctx.signal,
    });
    const out: FileCommitDto = { ...res.data, next_steps: ['branch.get to see the new commit on the branch', 'merge_request.create to propose the change'] };
    return respond(out, renderFileCreated(out, project_id));
  }
}
