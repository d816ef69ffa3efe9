import { Action, Domain, respond, type ActionContext, type ActionResult, type NotFoundSpec, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText, countLines, guessContentType, isBinaryText, MAX_CONTENT_CHARS, sliceLines } from '../shared/file-content.js';
import { asArray, asObject, asStringArray } from '../shared/json-values.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CommitListDto } from './dto/commit.dto.js';
import { FileHistoryDto } from './dto/commit-params.dto.js';
import { BlameRangeOutDto, FileBlameDto, FileCommitDto, FileDeletionDto, FileDto, FileMetadataDto, RawFileDto } from './dto/file.dto.js';
import {
  BlameFileParamsDto,
  CreateFileDto,
  DeleteFileDto,
  FileMetadataParamsDto,
  GetFileDto,
  RawFileMetadataParamsDto,
  RawFileParamsDto,
  UpdateFileDto,
} from './dto/file-params.dto.js';
import { renderCommitList } from './repository-commits.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import {
  renderBlame,
  renderFile,
  renderFileCreated,
  renderFileDeleted,
  renderFileMetadata,
  renderFileUpdated,
  renderRawFile,
} from './repository-files.format.js';
import { PROTECTED_403 } from './repository.hints.js';
import { fileFields, toCommitDetail, type Json } from './repository.mapping.js';

const FILE_NOT_FOUND_STEPS = [
  "Use action 'repository.tree' to list the files at the ref",
  "Use action 'branch.list' or 'tag.list' to check the ref",
  'Verify the file path is spelled correctly (case-sensitive)',
];
const FILE_NOT_FOUND: NotFoundSpec = { resource: 'File', identifier: '"{file_path}" at {ref} in project {project_id}', nextSteps: FILE_NOT_FOUND_STEPS };
const RAW_FILE_NOT_FOUND: NotFoundSpec = { resource: 'File', identifier: '"{file_path}" in project {project_id}', nextSteps: FILE_NOT_FOUND_STEPS };

/** Files: read, create, update and delete them; their metadata, blame and history. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryFileActions {
  @Action({
    id: 'repository.file_create', title: 'Create a file', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a new file in a repository with one commit on a branch (optionally starting the branch from start_branch). Fails if the file already exists.',
    keywords: ['add file', 'commit file', 'upload file', 'write file'],
    input: CreateFileDto, output: FileCommitDto, operation: 'fileCreate', route: 'POST /projects/:id/repository/files/:file_path',
    hints: [{ text: 'the file may already exist. Use repository.file_update to modify an existing file, or verify the branch name', statuses: [400] }],
    example: { project_id: '42', file_path: 'docs/setup.md', branch: 'main', content: '# Setup\n', commit_message: 'Add setup guide' },
    reply: { render: (out, input) => renderFileCreated(out, input.project_id), nextSteps: ['branch.get to see the new commit on the branch', 'merge_request.create to propose the change'] },
  })
  readonly fileCreate?: Declared;

  @Action({
    id: 'repository.file_get', title: 'Get a file', tier: 'free', readOnly: true, destructive: false,
    description: `Read a file at a ref: metadata (size, blob and last commit IDs) and its text content, decoded. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut at a line boundary (read on with repository.file_raw start_line); binary files are described, not returned.`,
    keywords: ['read file', 'view file', 'cat', 'open file', 'file content', 'show file'],
    input: GetFileDto, output: FileDto, operation: 'fileGet', route: 'GET /projects/:id/repository/files/:file_path',
    notFound: FILE_NOT_FOUND, example: { project_id: '42', file_path: 'README.md', ref: 'main' },
    reply: { shape: (answer, input) => fileFields(answer, input.file_path), render: renderFile, nextSteps: ['repository.file_update to change it (pass last_commit_id)', 'repository.file_history for the commits that changed it', 'repository.file_blame for who changed each line'] },
  })
  readonly fileGet?: Declared;

  @Action({
    id: 'repository.file_raw',
    title: 'Get a raw file',
    description: `Read a file's raw content at a ref (default HEAD), optionally a window of lines (start_line, end_line) to read a long file in parts. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut with the start_line that continues; binary files are described, not returned.`,
    keywords: ['plain text', 'download file', 'cat', 'read lines', 'file content'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: RawFileParamsDto,
    output: RawFileDto,
    operation: 'fileRaw',
    route: 'GET /projects/:id/repository/files/:file_path/raw',
    notFound: RAW_FILE_NOT_FOUND,
    example: { project_id: '42', file_path: 'package.json', ref: 'main' },
  })
  async fileRaw(input: RawFileParamsDto, ctx: ActionContext): Promise<ActionResult<RawFileDto>> {
    const res = await ctx.gitlab.rest<string>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/files/${segment(input.file_path)}/raw`,
      query: { ref: input.ref, lfs: input.lfs },
      responseType: 'text',
      signal: ctx.signal,
    });
    const text = typeof res.data === 'string' ? res.data : '';
    const meta = metadataFromHeaders(res.headers, input.file_path, input.ref);
    const start = input.start_line ?? 1;
    const base = { ...meta, size: meta.size ?? Buffer.byteLength(text), start_line: start };
    let out: RawFileDto;
    if (isBinaryText(text)) {
      out = { ...base, binary: true, content_type: guessContentType(Buffer.from(text, 'latin1'), meta.file_name ?? input.file_path), truncated: false };
    } else {
      const totalLines = countLines(text);
      const bounded = boundText(sliceLines(text, start, input.end_line));
      // A single line longer than the bound is cut inside it: continue after that line.
      const lastShown = bounded.shownLines > 0 ? start + bounded.shownLines - 1 : bounded.truncated ? start : undefined;
      out = {
        ...base,
        encoding: 'text',
        content: bounded.text,
        binary: false,
        truncated: bounded.truncated,
        end_line: lastShown,
        total_lines: totalLines,
        next_start_line: bounded.truncated && lastShown !== undefined && lastShown < totalLines ? lastShown + 1 : undefined,
      };
    }
    out.next_steps = out.next_start_line !== undefined ? ['repository.file_raw with start_line to read on'] : ['repository.file_metadata for its blob and last commit', 'repository.file_history for the commits that changed it'];
    return respond(out, renderRawFile(out));
  }

  @Action({
    id: 'repository.file_metadata',
    title: 'Get file metadata',
    description: 'Get a file\'s metadata at a ref without its content (HEAD request): size, blob ID, commit and last commit IDs, SHA-256, execute flag.',
    keywords: ['file info', 'stat', 'checksum', 'exists'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: FileMetadataParamsDto,
    output: FileMetadataDto,
    operation: 'fileMetadata',
    route: 'HEAD /projects/:id/repository/files/:file_path',
    notFound: FILE_NOT_FOUND,
    example: { project_id: '42', file_path: 'README.md', ref: 'main' },
  })
  async fileMetadata(input: FileMetadataParamsDto, ctx: ActionContext): Promise<ActionResult<FileMetadataDto>> {
    const res = await ctx.gitlab.rest<undefined>({
      method: 'HEAD',
      path: `${projectPath(input.project_id)}/repository/files/${segment(input.file_path)}`,
      query: { ref: input.ref },
      signal: ctx.signal,
    });
    const out: FileMetadataDto = { ...metadataFromHeaders(res.headers, input.file_path, input.ref), next_steps: ['repository.file_get to read the content'] };
    return respond(out, renderFileMetadata(out));
  }

  @Action({
    id: 'repository.file_raw_metadata',
    title: 'Get raw file metadata',
    description: 'Get the metadata GitLab sends with a raw file (HEAD request) without downloading it: size, blob and commit IDs; ref defaults to HEAD.',
    keywords: ['file info', 'stat', 'exists'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: RawFileMetadataParamsDto,
    output: FileMetadataDto,
    operation: 'fileRawMetadata',
    route: 'HEAD /projects/:id/repository/files/:file_path/raw',
    notFound: RAW_FILE_NOT_FOUND,
    example: { project_id: '42', file_path: 'package.json', ref: 'main' },
  })
  async fileRawMetadata(input: RawFileMetadataParamsDto, ctx: ActionContext): Promise<ActionResult<FileMetadataDto>> {
    const res = await ctx.gitlab.rest<undefined>({
      method: 'HEAD',
      path: `${projectPath(input.project_id)}/repository/files/${segment(input.file_path)}/raw`,
      query: { ref: input.ref, lfs: input.lfs },
      signal: ctx.signal,
    });
    const out: FileMetadataDto = { ...metadataFromHeaders(res.headers, input.file_path, input.ref), next_steps: ['repository.file_raw to read the content'] };
    return respond(out, renderFileMetadata(out));
  }

  @Action({
    id: 'repository.file_blame',
    title: 'Blame a file',
    description: `Show which commit last changed each line of a file at a ref (optionally only a range of lines). Output over ${MAX_CONTENT_CHARS / 1024} KiB is cut; blame the rest with range.`,
    keywords: ['annotate', 'who changed', 'git blame', 'authorship', 'line history'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: BlameFileParamsDto,
    output: FileBlameDto,
    operation: 'fileBlame',
    route: 'GET /projects/:id/repository/files/:file_path/blame',
    hints: [{ text: 'the file or the ref may not exist; use repository.tree to list files at the ref', statuses: [404] }],
    example: { project_id: '42', file_path: 'README.md', ref: 'main' },
  })
  async fileBlame(input: BlameFileParamsDto, ctx: ActionContext): Promise<ActionResult<FileBlameDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/files/${segment(input.file_path)}/blame`,
      query: { ref: input.ref, 'range[start]': input.range?.start, 'range[end]': input.range?.end },
      signal: ctx.signal,
    });
    const ranges: BlameRangeOutDto[] = [];
    let budget = MAX_CONTENT_CHARS;
    let line = input.range?.start ?? 1;
    let truncated = false;
    for (const raw of asArray<Json>(res.data)) {
      const lines = asStringArray(raw.lines) ?? [];
      const size = lines.reduce((n, l) => n + l.length + 1, 0);
      if (size > budget && ranges.length > 0) {
        truncated = true;
        break;
      }
      budget -= size;
      ranges.push({ commit: asObject(raw.commit), lines });
      line += lines.length;
    }
    const out: FileBlameDto = {
      project_id: input.project_id,
      file_path: input.file_path,
      ref: input.ref,
      ranges,
      truncated,
      next_start_line: truncated ? line : undefined,
      next_steps: ['repository.commit_get for a commit in detail', 'repository.file_history for the commits that changed the file'],
    };
    return respond(out, renderBlame(out));
  }

  @Action({
    id: 'repository.file_history', title: 'List the commits of a file', tier: 'free', readOnly: true, destructive: false,
    description: 'List the commits that changed a file (or directory), newest first, optionally following renames; a commit list filtered by path.',
    keywords: ['git log', 'changes', 'file log', 'who changed', 'revisions'],
    input: FileHistoryDto, output: CommitListDto, operation: 'fileHistory', route: 'GET /projects/:id/repository/commits',
    hints: [{ text: 'verify project_id and ref_name; use branch.list to see the branches', statuses: [404] }],
    example: { project_id: '42', file_path: 'README.md', ref_name: 'main', per_page: 10 },
    request: { rename: { file_path: 'path' } },
    reply: { list: 'commits', shape: (answer) => asArray<Json>(answer).map(toCommitDetail), render: (out, input) => renderCommitList(out, `History of ${input.file_path} in project ${input.project_id}`), nextSteps: ['repository.commit_diff to see what a commit changed', 'repository.file_get with ref set to a commit to read an older version'] },
  })
  readonly fileHistory?: Declared;

  @Action({
    id: 'repository.file_update', title: 'Update a file', tier: 'free', readOnly: false, destructive: false,
    description: 'Replace the content of an existing file with one commit on a branch (optionally starting the branch from start_branch). Pass last_commit_id to refuse the update if the file changed meanwhile.',
    keywords: ['edit file', 'modify file', 'change file', 'overwrite', 'save file'],
    input: UpdateFileDto, output: FileCommitDto, operation: 'fileUpdate', route: 'PUT /projects/:id/repository/files/:file_path',
    hints: [
      { text: 'the file may not exist on the branch: use repository.file_create to create it, or check the path with repository.tree (or it changed since last_commit_id)', statuses: [400] },
      PROTECTED_403,
    ],
    example: { project_id: '42', file_path: 'README.md', branch: 'main', content: '# Backend\n\nAcme backend service.\n', commit_message: 'Update README' },
    reply: { render: (out, input) => renderFileUpdated(out, input.project_id), nextSteps: ['repository.commit_list to see the new commit', 'merge_request.create to propose the change'] },
  })
  readonly fileUpdate?: Declared;

  @Action({
    id: 'repository.file_delete', title: 'Delete a file', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a file with one commit on a branch. The file stays in the history, but the branch no longer has it.',
    keywords: ['remove file', 'rm', 'git rm', 'drop file'],
    input: DeleteFileDto, output: FileDeletionDto, operation: 'fileDelete', route: 'DELETE /projects/:id/repository/files/:file_path',
    hints: [{ text: 'the file may not exist on the branch (use repository.tree to check), or it changed since last_commit_id', statuses: [400] }, PROTECTED_403],
    example: { project_id: '42', file_path: 'src/index.ts', branch: 'main', commit_message: 'Remove the entry point' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, file_path: input.file_path, branch: input.branch, message: 'File deleted.' }), render: renderFileDeleted, nextSteps: ['repository.tree to see the remaining files', 'repository.commit_list to see the commit'] },
  })
  readonly fileDelete?: Declared;
}

/** The `X-Gitlab-*` headers of a files API answer (HEAD and raw). */
function metadataFromHeaders(h: Readonly<Record<string, string>>, filePath: string, ref: string | undefined): FileMetadataDto {
  const size = h['x-gitlab-size'] ?? h['content-length'];
  const exec = h['x-gitlab-execute-filemode'];
  return {
    file_name: h['x-gitlab-file-name'],
    file_path: h['x-gitlab-file-path'] ?? filePath,
    size: size !== undefined && /^\d+$/.test(size) ? Number(size) : undefined,
    encoding: h['x-gitlab-encoding'],
    content_sha256: h['x-gitlab-content-sha256'],
    ref: h['x-gitlab-ref'] ?? ref,
    blob_id: h['x-gitlab-blob-id'],
    commit_id: h['x-gitlab-commit-id'],
    last_commit_id: h['x-gitlab-last-commit-id'],
    execute_filemode: exec === 'true' ? true : exec === 'false' ? false : undefined,
  };
}
