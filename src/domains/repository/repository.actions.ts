import { Action, Domain, NO_GITLAB_REQUEST, respond, type ActionContext, type ActionResult, type NotFoundSpec } from '@gitlab-mcp/action-kit';
import { ActionRefusal } from '@gitlab-mcp/errors';
import { GitlabRequestFailure, type RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import type { CommitDto } from '../shared/commit.dto.js';
import { boundText, countLines, decodeContent, guessContentType, isBinaryBytes, isBinaryText, MAX_CONTENT_CHARS, sliceLines } from '../shared/file-content.js';
import { parseGitmodules } from '../shared/gitmodules.js';
import { asArray, asBool, asInt, asObject, asString, asStringArray } from '../shared/json-values.js';
import { pageOf } from '../shared/page.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  CherryPickCommitDto,
  CommitCommentsParamsDto,
  commitCreateIsDestructive,
  CommitDiffParamsDto,
  CommitMergeRequestsParamsDto,
  CommitRefDto,
  CommitRefsParamsDto,
  CommitStatusesParamsDto,
  CreateCommitCommentDto,
  CreateCommitDto,
  FileHistoryDto,
  GetCommitDto,
  ListCommitsDto,
  RevertCommitDto,
  SetCommitStatusDto,
} from './dto/commit-params.dto.js';
import {
  CommitChangeDto,
  CommitCommentListDto,
  CommitDetailDto,
  CommitDiffListDto,
  CommitListDto,
  CommitMergeRequestDto,
  CommitMergeRequestListDto,
  CommitNoteDto,
  CommitRefListDto,
  CommitSignatureDto,
  CommitStatusDto,
  CommitStatusListDto,
  DiffDto,
  DiscussionDto,
  DiscussionListDto,
  DiscussionNoteDto,
  NoteDeletionDto,
  NoteDto,
} from './dto/commit.dto.js';
import {
  AddCommitDiscussionNoteDto,
  CommitDiscussionNoteRefDto,
  CommitDiscussionRefDto,
  CreateCommitDiscussionDto,
  ListCommitDiscussionsDto,
  UpdateCommitDiscussionNoteDto,
} from './dto/discussion-params.dto.js';
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
import { BlameRangeOutDto, FileBlameDto, FileCommitDto, FileDeletionDto, FileDto, FileMetadataDto, RawFileDto, SubmoduleFileDto } from './dto/file.dto.js';
import {
  ArchiveParamsDto,
  BlobRefDto,
  ChangelogAddParamsDto,
  ChangelogGenerateParamsDto,
  CompareParamsDto,
  ContributorsParamsDto,
  ListSubmodulesParamsDto,
  MarkdownRenderParamsDto,
  MergeBaseParamsDto,
  RawBlobParamsDto,
  ReadSubmoduleFileParamsDto,
  TreeParamsDto,
  UpdateSubmoduleParamsDto,
} from './dto/repository-params.dto.js';
import {
  ArchiveDto,
  BlobDto,
  ChangelogCommitDto,
  ChangelogNotesDto,
  CompareDto,
  ContributorDto,
  ContributorListDto,
  MarkdownHtmlDto,
  MergeBaseDto,
  SubmoduleDto,
  SubmoduleListDto,
  TreeEntryDto,
  TreeListDto,
} from './dto/repository.dto.js';
import {
  renderArchive,
  renderBlame,
  renderBlob,
  renderChangelogCommit,
  renderChangelogNotes,
  renderCommit,
  renderCommitChange,
  renderCommitComment,
  renderCommitComments,
  renderCommitDiff,
  renderCommitList,
  renderCommitMergeRequests,
  renderCommitRefs,
  renderCommitStatus,
  renderCommitStatuses,
  renderCompare,
  renderContributors,
  renderDiscussion,
  renderDiscussionNote,
  renderDiscussions,
  renderFile,
  renderFileCreated,
  renderFileDeleted,
  renderFileMetadata,
  renderFileUpdated,
  renderMarkdownHtml,
  renderMergeBase,
  renderNoteDeletion,
  renderRawFile,
  renderSignature,
  renderSubmoduleFile,
  renderSubmodules,
  renderTree,
} from './repository.format.js';

type Json = Record<string, unknown>;

const FILE_NOT_FOUND_STEPS = [
  "Use action 'repository.tree' to list the files at the ref",
  "Use action 'branch.list' or 'tag.list' to check the ref",
  'Verify the file path is spelled correctly (case-sensitive)',
];
const FILE_NOT_FOUND: NotFoundSpec = { resource: 'File', identifier: '"{file_path}" at {ref} in project {project_id}', nextSteps: FILE_NOT_FOUND_STEPS };
const RAW_FILE_NOT_FOUND: NotFoundSpec = { resource: 'File', identifier: '"{file_path}" in project {project_id}', nextSteps: FILE_NOT_FOUND_STEPS };

const COMMIT_404 = { text: 'verify commit_sha (a commit SHA, branch or tag); use repository.commit_list to find commits', statuses: [404] };
const PROTECTED_403 = {
  text: 'the branch may be protected: pushing to it needs the Maintainer role (or a push access level that includes you); use branch.get_protected to see who may push',
  statuses: [403],
  namesRole: true,
};
const EXAMPLE_SHA = '6104942438c14ec7bd21c6cd5bd995272b3faff6';
const EXAMPLE_DISCUSSION = '6a9c1750b37d513a43987b574953fceb50b03ce7';

@Domain({ name: 'repository', description: 'Repository content: files, trees and commits of a project.' })
@Injectable()
export class RepositoryActions {
  // Files

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

  @Action({
    id: 'repository.file_get',
    title: 'Get a file',
    description: `Read a file at a ref: metadata (size, blob and last commit IDs) and its text content, decoded. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut at a line boundary (read on with repository.file_raw start_line); binary files are described, not returned.`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetFileDto,
    output: FileDto,
    operation: 'fileGet',
    route: 'GET /projects/:id/repository/files/:file_path',
    notFound: FILE_NOT_FOUND,
    example: { project_id: '42', file_path: 'README.md', ref: 'main' },
  })
  async fileGet(input: GetFileDto, ctx: ActionContext): Promise<ActionResult<FileDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/files/${segment(input.file_path)}`,
      query: { ref: input.ref },
      signal: ctx.signal,
    });
    const out: FileDto = {
      ...fileFields(res.data, input.file_path),
      next_steps: ['repository.file_update to change it (pass last_commit_id)', 'repository.file_history for the commits that changed it', 'repository.file_blame for who changed each line'],
    };
    return respond(out, renderFile(out));
  }

  @Action({
    id: 'repository.file_raw',
    title: 'Get a raw file',
    description: `Read a file's raw content at a ref (default HEAD), optionally a window of lines (start_line, end_line) to read a long file in parts. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut with the start_line that continues; binary files are described, not returned.`,
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
    id: 'repository.file_history',
    title: 'List the commits of a file',
    description: 'List the commits that changed a file (or directory), newest first, optionally following renames; a commit list filtered by path.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: FileHistoryDto,
    output: CommitListDto,
    operation: 'fileHistory',
    route: 'GET /projects/:id/repository/commits',
    hints: [{ text: 'verify project_id and ref_name; use branch.list to see the branches', statuses: [404] }],
    example: { project_id: '42', file_path: 'README.md', ref_name: 'main', per_page: 10 },
  })
  async fileHistory(input: FileHistoryDto, ctx: ActionContext): Promise<ActionResult<CommitListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/commits`,
      query: {
        path: input.file_path,
        ref_name: input.ref_name,
        since: input.since,
        until: input.until,
        author: input.author,
        follow: input.follow,
        first_parent: input.first_parent,
        with_stats: input.with_stats,
        order: input.order,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: CommitListDto = {
      commits: asArray<Json>(res.data).map(toCommitDetail),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_diff to see what a commit changed', 'repository.file_get with ref set to a commit to read an older version'],
    };
    return respond(out, renderCommitList(out, `History of ${input.file_path} in project ${input.project_id}`));
  }

  @Action({
    id: 'repository.file_update',
    title: 'Update a file',
    description: 'Replace the content of an existing file with one commit on a branch (optionally starting the branch from start_branch). Pass last_commit_id to refuse the update if the file changed meanwhile.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateFileDto,
    output: FileCommitDto,
    operation: 'fileUpdate',
    route: 'PUT /projects/:id/repository/files/:file_path',
    hints: [
      { text: 'the file may not exist on the branch: use repository.file_create to create it, or check the path with repository.tree (or it changed since last_commit_id)', statuses: [400] },
      PROTECTED_403,
    ],
    example: { project_id: '42', file_path: 'README.md', branch: 'main', content: '# Backend\n\nAcme backend service.\n', commit_message: 'Update README' },
  })
  async fileUpdate(input: UpdateFileDto, ctx: ActionContext): Promise<ActionResult<FileCommitDto>> {
    const { project_id, file_path, ...body } = input;
    const res = await ctx.gitlab.rest<FileCommitDto>({
      method: 'PUT',
      path: `${projectPath(project_id)}/repository/files/${segment(file_path)}`,
      body,
      signal: ctx.signal,
    });
    const out: FileCommitDto = { ...res.data, next_steps: ['repository.commit_list to see the new commit', 'merge_request.create to propose the change'] };
    return respond(out, renderFileUpdated(out, project_id));
  }

  @Action({
    id: 'repository.file_delete',
    title: 'Delete a file',
    description: 'Delete a file with one commit on a branch. The file stays in the history, but the branch no longer has it.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: DeleteFileDto,
    output: FileDeletionDto,
    operation: 'fileDelete',
    route: 'DELETE /projects/:id/repository/files/:file_path',
    hints: [{ text: 'the file may not exist on the branch (use repository.tree to check), or it changed since last_commit_id', statuses: [400] }, PROTECTED_403],
    example: { project_id: '42', file_path: 'src/index.ts', branch: 'main', commit_message: 'Remove the entry point' },
  })
  async fileDelete(input: DeleteFileDto, ctx: ActionContext): Promise<ActionResult<FileDeletionDto>> {
    const { project_id, file_path, ...query } = input;
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${projectPath(project_id)}/repository/files/${segment(file_path)}`,
      query,
      signal: ctx.signal,
    });
    const out: FileDeletionDto = { project_id, file_path, branch: input.branch, message: 'File deleted.', next_steps: ['repository.tree to see the remaining files', 'repository.commit_list to see the commit'] };
    return respond(out, renderFileDeleted(out));
  }

  // Trees, blobs, archives

  @Action({
    id: 'repository.tree',
    title: 'List the repository tree',
    description: 'List files and directories of a repository at a ref, at the root or under a path, optionally recursively.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: TreeParamsDto,
    output: TreeListDto,
    operation: 'repositoryTree',
    route: 'GET /projects/:id/repository/tree',
    hints: [{ text: 'the path or ref may not exist: use branch.list or tag.list for refs, and repository.tree on the parent directory', statuses: [404] }],
    example: { project_id: '42', path: 'src', ref: 'main', per_page: 20 },
  })
  async tree(input: TreeParamsDto, ctx: ActionContext): Promise<ActionResult<TreeListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/tree`,
      query: {
        path: input.path,
        ref: input.ref,
        recursive: input.recursive,
        pagination: input.pagination,
        page_token: input.page_token,
        with_last_commit: input.with_last_commit,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: TreeListDto = {
      tree: asArray<Json>(res.data).map(toTreeEntry),
      pagination: pageOf(res, input),
      next_steps: ['repository.file_get to read a file (type blob)', 'repository.tree with path to open a directory (type tree)', 'repository.list_submodules for entries of type commit'],
    };
    return respond(out, renderTree(out, input.project_id, input.path, input.ref));
  }

  @Action({
    id: 'repository.blob',
    title: 'Get a blob',
    description: `Read a Git blob by SHA (the id of a file entry of repository.tree): size and text content, decoded. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary blobs are described, not returned.`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: BlobRefDto,
    output: BlobDto,
    operation: 'repositoryBlob',
    route: 'GET /projects/:id/repository/blobs/:sha',
    hints: [{ text: 'verify the blob SHA; use repository.tree to list blob IDs', statuses: [404] }],
    example: { project_id: '42', sha: EXAMPLE_SHA },
  })
  async blob(input: BlobRefDto, ctx: ActionContext): Promise<ActionResult<BlobDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/blobs/${segment(input.sha)}`,
      signal: ctx.signal,
    });
    const data = asObject(res.data) ?? {};
    const { next_start_line: _unused, ...content } = contentFields(asString(data.content), asString(data.encoding), undefined);
    const out: BlobDto = { sha: asString(data.sha) ?? input.sha, size: asInt(data.size), ...content, next_steps: ['repository.raw_blob for the raw bytes as text'] };
    return respond(out, renderBlob(out, `Blob ${input.sha.slice(0, 8)}`));
  }

  @Action({
    id: 'repository.raw_blob',
    title: 'Get a raw blob',
    description: `Read the raw content of a Git blob by SHA. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary blobs are described (size, type), not returned.`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: RawBlobParamsDto,
    output: BlobDto,
    operation: 'repositoryRawBlob',
    route: 'GET /projects/:id/repository/blobs/:sha/raw',
    hints: [{ text: 'verify the blob SHA; use repository.tree to list blob IDs', statuses: [404] }],
    example: { project_id: '42', sha: EXAMPLE_SHA },
  })
  async rawBlob(input: RawBlobParamsDto, ctx: ActionContext): Promise<ActionResult<BlobDto>> {
    const res = await ctx.gitlab.rest<string>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/blobs/${segment(input.sha)}/raw`,
      responseType: 'text',
      signal: ctx.signal,
    });
    const text = typeof res.data === 'string' ? res.data : '';
    const size = asInt(Number(res.headers['content-length'])) ?? Buffer.byteLength(text);
    let out: BlobDto;
    if (isBinaryText(text)) out = { sha: input.sha, size, binary: true, content_type: guessContentType(Buffer.from(text, 'latin1')), truncated: false };
    else {
      const b = boundText(text);
      out = { sha: input.sha, size, encoding: 'text', content: b.text, binary: false, truncated: b.truncated, total_lines: b.totalLines, shown_lines: b.shownLines };
    }
    out.next_steps = ['repository.blob for the same blob with its size'];
    return respond(out, renderBlob(out, `Raw blob ${input.sha.slice(0, 8)}`));
  }

  @Action({
    id: 'repository.archive',
    title: 'Get an archive download link',
    description:
      'Build the download URL of a repository archive (tar.gz, zip, ...) at a ref, optionally of one path. No request is made and nothing is downloaded or stored by this server: fetch the URL yourself with your token.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ArchiveParamsDto,
    output: ArchiveDto,
    operation: 'repositoryArchive',
    route: NO_GITLAB_REQUEST,
    example: { project_id: '42', sha: 'main', format: 'zip' },
  })
  async archive(input: ArchiveParamsDto, ctx: ActionContext): Promise<ActionResult<ArchiveDto>> {
    const format = input.format ?? 'tar.gz';
    const query = new URLSearchParams();
    const put = (k: string, v: string | boolean | undefined): void => {
      if (v !== undefined) query.set(k, String(v));
    };
    put('sha', input.sha);
    put('path', input.path);
    put('include_lfs_blobs', input.include_lfs_blobs);
    put('exclude_paths', input.exclude_paths);
    put('ref_type', input.ref_type);
    const qs = query.toString();
    const base = ctx.caller.instanceUrl.replace(/\/+$/, '');
    const out: ArchiveDto = {
      project_id: input.project_id,
      sha: input.sha,
      format,
      path: input.path,
      download_url: `${base}/api/v4${projectPath(input.project_id)}/repository/archive.${format}${qs ? `?${qs}` : ''}`,
      content_type: ARCHIVE_TYPES[format] ?? 'application/octet-stream',
      note: 'This server does not download archives: send a GET to download_url with your token in the PRIVATE-TOKEN header (for example `curl --header "PRIVATE-TOKEN: <token>" -o archive.' + format + ' "<download_url>"`). GitLab generates the archive on request and names it <project>-<ref>-<sha>.' + format + '.',
      next_steps: ['repository.tree to browse the files without downloading', 'repository.file_raw to read single files'],
    };
    return respond(out, renderArchive(out));
  }

  // Compare, merge base, contributors

  @Action({
    id: 'repository.compare',
    title: 'Compare two refs',
    description: `Compare two branches, tags or commits: the commits between them and the file diffs. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB is cut (read single commits with repository.commit_diff or files with repository.file_raw).`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CompareParamsDto,
    output: CompareDto,
    operation: 'repositoryCompare',
    route: 'GET /projects/:id/repository/compare',
    hints: [{ text: 'from or to may name no branch, tag or commit: use branch.list or tag.list to find the refs', statuses: [400, 404] }],
    example: { project_id: '42', from: 'main', to: 'feature/login' },
  })
  async compare(input: CompareParamsDto, ctx: ActionContext): Promise<ActionResult<CompareDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/compare`,
      query: { from: input.from, to: input.to, from_project_id: input.from_project_id, straight: input.straight, unidiff: input.unidiff },
      signal: ctx.signal,
    });
    const data = asObject(res.data) ?? {};
    const diffs = boundDiffs(asArray<Json>(data.diffs));
    const out: CompareDto = {
      from: input.from,
      to: input.to,
      commit: toCommit(data.commit),
      commits: asArray<Json>(data.commits).map(toCommit).filter((c): c is CommitDto => c !== undefined),
      diffs: diffs.diffs,
      compare_timeout: asBool(data.compare_timeout),
      compare_same_ref: asBool(data.compare_same_ref),
      web_url: asString(data.web_url),
      truncated: diffs.truncated,
      next_steps: ['merge_request.create to propose merging the changes', 'repository.commit_diff for one commit', 'repository.merge_base for the common ancestor'],
    };
    return respond(out, renderCompare(out));
  }

  @Action({
    id: 'repository.merge_base',
    title: 'Find the merge base',
    description: 'Find the common ancestor commit of two or more branches, tags or commits (git merge-base).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeBaseParamsDto,
    output: MergeBaseDto,
    operation: 'repositoryMergeBase',
    route: 'GET /projects/:id/repository/merge_base',
    hints: [{ text: 'every ref must name a branch, tag or commit: use branch.list or tag.list', statuses: [400, 404] }],
    example: { project_id: '42', refs: ['main', 'feature/login'] },
  })
  async mergeBase(input: MergeBaseParamsDto, ctx: ActionContext): Promise<ActionResult<MergeBaseDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/merge_base`,
      query: { refs: input.refs },
      signal: ctx.signal,
    });
    const out: MergeBaseDto = { ...(toCommit(res.data) ?? { id: '' }), next_steps: ['repository.compare from the merge base to a ref', 'repository.commit_get for the commit in detail'] };
    return respond(out, renderMergeBase(out, input.refs));
  }

  @Action({
    id: 'repository.contributors',
    title: 'List contributors',
    description: 'List the contributors of a repository with their commit, addition and deletion counts.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ContributorsParamsDto,
    output: ContributorListDto,
    operation: 'repositoryContributors',
    route: 'GET /projects/:id/repository/contributors',
    hints: [{ text: 'verify project_id (and ref); use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', order_by: 'commits', sort: 'desc' },
  })
  async contributors(input: ContributorsParamsDto, ctx: ActionContext): Promise<ActionResult<ContributorListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/contributors`,
      query: { ref: input.ref, order_by: input.order_by, sort: input.sort, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ContributorListDto = {
      contributors: asArray<Json>(res.data).map(
        (c): ContributorDto => ({ name: asString(c.name), email: asString(c.email), commits: asInt(c.commits), additions: asInt(c.additions), deletions: asInt(c.deletions) }),
      ),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_list with author to see one contributor\'s commits'],
    };
    return respond(out, renderContributors(out, input.project_id));
  }

  // Changelog, Markdown

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

  @Action({
    id: 'repository.markdown_render',
    title: 'Render Markdown',
    description: 'Render Markdown (optionally GitLab Flavored, with references resolved in a project) to HTML.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MarkdownRenderParamsDto,
    output: MarkdownHtmlDto,
    operation: 'markdownRender',
    route: 'POST /markdown',
    hints: [{ text: 'project must be a full path you can read (e.g. "my-group/my-project") and needs gfm: true', statuses: [400, 404] }],
    example: { text: 'Fixes #1, see **README**', gfm: true, project: 'acme/backend' },
  })
  async markdownRender(input: MarkdownRenderParamsDto, ctx: ActionContext): Promise<ActionResult<MarkdownHtmlDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: '/markdown',
      body: { text: input.text, gfm: input.gfm, project: input.project },
      signal: ctx.signal,
    });
    const bounded = boundText(asString(asObject(res.data)?.html) ?? '');
    const out: MarkdownHtmlDto = { html: bounded.text, truncated: bounded.truncated };
    return respond(out, renderMarkdownHtml(out));
  }

  // Submodules

  @Action({
    id: 'repository.list_submodules',
    title: 'List submodules',
    description: 'List the Git submodules of a repository at a ref: name, path and URL from .gitmodules, the GitLab project it points to, and the commit the repository pins.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListSubmodulesParamsDto,
    output: SubmoduleListDto,
    operation: 'listSubmodules',
    route: 'GET /projects/:id/repository/files/:file_path',
    hints: [{ text: 'verify project_id and ref; use branch.list to see the branches', statuses: [404] }],
    example: { project_id: '42', ref: 'main' },
  })
  async listSubmodules(input: ListSubmodulesParamsDto, ctx: ActionContext): Promise<ActionResult<SubmoduleListDto>> {
    const ref = input.ref ?? 'HEAD';
    const gitmodules = await readGitmodules(ctx, input.project_id, ref);
    const submodules = gitmodules === undefined ? [] : parseGitmodules(gitmodules);
    await pinSubmodules(ctx, input.project_id, ref, submodules);
    const out: SubmoduleListDto = {
      project_id: input.project_id,
      ref,
      submodules,
      next_steps:
        submodules.length > 0
          ? ['repository.read_submodule_file to read a file of a submodule', 'repository.update_submodule to move a submodule to another commit']
          : ['branch.list to check the ref, if submodules were expected', 'repository.tree to browse the repository'],
    };
    return respond(out, renderSubmodules(out));
  }

  @Action({
    id: 'repository.read_submodule_file',
    title: 'Read a file of a submodule',
    description: `Read a file inside a submodule at the commit the parent repository pins: resolves the submodule's project from .gitmodules and its commit from the tree. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary files are described only.`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ReadSubmoduleFileParamsDto,
    output: SubmoduleFileDto,
    operation: 'readSubmoduleFile',
    route: 'GET /projects/:id/repository/files/:file_path',
    hints: [{ text: 'verify project_id, ref, submodule_path (see repository.list_submodules) and file_path', statuses: [404] }],
    example: { project_id: '42', submodule_path: 'libs/shared', file_path: 'README.md', ref: 'main' },
  })
  async readSubmoduleFile(input: ReadSubmoduleFileParamsDto, ctx: ActionContext): Promise<ActionResult<SubmoduleFileDto>> {
    const op = 'readSubmoduleFile';
    const ref = input.ref ?? 'HEAD';
    const gitmodules = await readGitmodules(ctx, input.project_id, ref);
    if (gitmodules === undefined) {
      throw new ActionRefusal(
        `${op}: not found: GitLab has no .gitmodules for project ${input.project_id} at ${ref}, so there is no submodule to read (or project_id or ref is wrong). Suggestion: check the ref with branch.list and the submodules with repository.list_submodules`,
      );
    }
    const entries = parseGitmodules(gitmodules);
    const entry = entries.find((e) => e.path === input.submodule_path);
    if (!entry) {
      const known = entries.map((e) => e.path ?? e.name).join(', ') || 'none';
      throw new ActionRefusal(`${op}: not found: no submodule at "${input.submodule_path}" in .gitmodules (submodules: ${known}). Suggestion: use repository.list_submodules`);
    }
    if (!entry.resolved_project) {
      throw new ActionRefusal(`${op}: the URL of submodule "${input.submodule_path}" (${entry.url ?? 'none'}) names no GitLab project path; read the file from its own project with repository.file_get`);
    }
    await pinSubmodules(ctx, input.project_id, ref, [entry]);
    if (!entry.commit_sha) {
      throw new ActionRefusal(`${op}: not found: "${input.submodule_path}" is not a submodule entry of the tree at ${ref}. Suggestion: use repository.list_submodules`);
    }
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(entry.resolved_project)}/repository/files/${segment(input.file_path)}`,
      query: { ref: entry.commit_sha },
      signal: ctx.signal,
    });
    const out: SubmoduleFileDto = {
      ...fileFields(res.data, input.file_path),
      submodule_path: input.submodule_path,
      resolved_project: entry.resolved_project,
      commit_sha: entry.commit_sha,
      next_steps: ['repository.list_submodules to see every submodule', 'repository.tree of the submodule project at commit_sha to browse it'],
    };
    return respond(out, renderSubmoduleFile(out));
  }

  @Action({
    id: 'repository.update_submodule',
    title: 'Update a submodule',
    description: 'Point a submodule at another commit of its repository, with one commit on a branch of the parent repository.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateSubmoduleParamsDto,
    output: CommitDetailDto,
    operation: 'updateSubmodule',
    route: 'PUT /projects/:id/repository/submodules/:submodule',
    hints: [{ text: 'the submodule path or commit_sha may be wrong: use repository.list_submodules', statuses: [400, 404] }, PROTECTED_403],
    example: { project_id: '42', submodule: 'libs/shared', branch: 'main', commit_sha: EXAMPLE_SHA, commit_message: 'Update the shared submodule' },
  })
  async updateSubmodule(input: UpdateSubmoduleParamsDto, ctx: ActionContext): Promise<ActionResult<CommitDetailDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'PUT',
      path: `${projectPath(input.project_id)}/repository/submodules/${segment(input.submodule)}`,
      body: { branch: input.branch, commit_sha: input.commit_sha, commit_message: input.commit_message },
      signal: ctx.signal,
    });
    const out: CommitDetailDto = { ...toCommitDetail(asObject(res.data) ?? {}), next_steps: ['repository.list_submodules to check the pinned commit'] };
    return respond(out, renderCommit(out, 'Submodule updated by commit'));
  }

  // Commits

  @Action({
    id: 'repository.commit_list',
    title: 'List commits',
    description: 'List the commits of a ref (or a range "a..b", or all refs), newest first, filtered by path, author or dates; optionally with stats.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListCommitsDto,
    output: CommitListDto,
    operation: 'commitList',
    route: 'GET /projects/:id/repository/commits',
    hints: [{ text: 'verify project_id and ref_name; use branch.list or tag.list to find refs', statuses: [404] }],
    example: { project_id: '42', ref_name: 'main', per_page: 5 },
  })
  async commitList(input: ListCommitsDto, ctx: ActionContext): Promise<ActionResult<CommitListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/commits`,
      query: {
        ref_name: input.ref_name,
        since: input.since,
        until: input.until,
        path: input.path,
        author: input.author,
        all: input.all,
        with_stats: input.with_stats,
        first_parent: input.first_parent,
        follow: input.follow,
        order: input.order,
        trailers: input.trailers,
        pagination: input.pagination,
        page_token: input.page_token,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: CommitListDto = {
      commits: asArray<Json>(res.data).map(toCommitDetail),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_get for one commit in detail', 'repository.commit_diff to see what a commit changed'],
    };
    return respond(out, renderCommitList(out, `Commits of project ${input.project_id}${input.ref_name ? ` on ${input.ref_name}` : ''}`));
  }

  @Action({
    id: 'repository.commit_get',
    title: 'Get a commit',
    description: 'Get one commit: author, dates, parents, full message, change stats and the status of its last pipeline.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetCommitDto,
    output: CommitDetailDto,
    operation: 'commitGet',
    route: 'GET /projects/:id/repository/commits/:sha',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitGet(input: GetCommitDto, ctx: ActionContext): Promise<ActionResult<CommitDetailDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${commitPath(input)}`,
      query: { stats: input.stats },
      signal: ctx.signal,
    });
    const out: CommitDetailDto = {
      ...toCommitDetail(asObject(res.data) ?? {}),
      next_steps: ['repository.commit_diff to see the changes', 'repository.commit_refs for the branches and tags containing it', 'repository.commit_statuses for its CI statuses'],
    };
    return respond(out, renderCommit(out));
  }

  @Action({
    id: 'repository.commit_create',
    title: 'Create a commit',
    description:
      'Create one commit with several file actions (create, update, move, delete, chmod) on a branch, optionally starting a new branch. Needs confirmation when it deletes a file or uses force (which overwrites the branch).',
    tier: 'free',
    readOnly: false,
    destructive: (p: CreateCommitDto) => commitCreateIsDestructive(p),
    input: CreateCommitDto,
    output: CommitDetailDto,
    operation: 'commitCreate',
    route: 'POST /projects/:id/repository/commits',
    hints: [
      { text: 'an action may not apply: a file to update, move or delete must exist and a file to create must not (check with repository.tree or repository.file_get), and a new branch needs start_branch or start_sha', statuses: [400] },
      PROTECTED_403,
    ],
    example: {
      project_id: '42',
      branch: 'main',
      commit_message: 'Add changelog and contributing guide',
      actions: [
        { action: 'create', file_path: 'CHANGELOG.md', content: '# Changelog\n' },
        { action: 'create', file_path: 'CONTRIBUTING.md', content: '# Contributing\n' },
      ],
    },
  })
  async commitCreate(input: CreateCommitDto, ctx: ActionContext): Promise<ActionResult<CommitDetailDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${projectPath(project_id)}/repository/commits`,
      body,
      signal: ctx.signal,
    });
    const out: CommitDetailDto = { ...toCommitDetail(asObject(res.data) ?? {}), next_steps: ['repository.commit_diff to review the commit', 'merge_request.create to propose the branch'] };
    return respond(out, renderCommit(out, `Commit created on ${input.branch}:`));
  }

  @Action({
    id: 'repository.commit_diff',
    title: 'Get the diff of a commit',
    description: `Get the file diffs a commit introduced, page by page. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB per page is cut (use a smaller per_page, or read files with repository.file_raw).`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitDiffParamsDto,
    output: CommitDiffListDto,
    operation: 'commitDiff',
    route: 'GET /projects/:id/repository/commits/:sha/diff',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', per_page: 20 },
  })
  async commitDiff(input: CommitDiffParamsDto, ctx: ActionContext): Promise<ActionResult<CommitDiffListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/diff`,
      query: { unidiff: input.unidiff, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const diffs = boundDiffs(asArray<Json>(res.data));
    const out: CommitDiffListDto = {
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      diffs: diffs.diffs,
      truncated: diffs.truncated,
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_get for the commit message and stats', 'repository.commit_comment_create to comment on a line'],
    };
    return respond(out, renderCommitDiff(out));
  }

  @Action({
    id: 'repository.commit_refs',
    title: 'List refs containing a commit',
    description: 'List the branches and/or tags that contain a commit.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitRefsParamsDto,
    output: CommitRefListDto,
    operation: 'commitRefs',
    route: 'GET /projects/:id/repository/commits/:sha/refs',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', type: 'all' },
  })
  async commitRefs(input: CommitRefsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitRefListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/refs`,
      query: { type: input.type, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitRefListDto = {
      refs: asArray<Json>(res.data).map((r) => ({ type: asString(r.type), name: asString(r.name) })),
      pagination: pageOf(res, input),
      next_steps: ['branch.get for a branch', 'tag.get for a tag'],
    };
    return respond(out, renderCommitRefs(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_merge_requests',
    title: 'List merge requests of a commit',
    description: 'List the merge requests that contain a commit (the merge request that introduced it, and others including it).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitMergeRequestsParamsDto,
    output: CommitMergeRequestListDto,
    operation: 'commitMergeRequests',
    route: 'GET /projects/:id/repository/commits/:sha/merge_requests',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitMergeRequests(input: CommitMergeRequestsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitMergeRequestListDto>> {
    const res = await ctx.gitlab.rest<CommitMergeRequestDto[]>({
      method: 'GET',
      path: `${commitPath(input)}/merge_requests`,
      query: { state: input.state, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitMergeRequestListDto = {
      merge_requests: asArray<CommitMergeRequestDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get for one merge request'],
    };
    return respond(out, renderCommitMergeRequests(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_signature',
    title: 'Get the signature of a commit',
    description: 'Get the GPG, X.509 or SSH signature of a commit and its verification status. GitLab answers 404 for an unsigned commit.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitRefDto,
    output: CommitSignatureDto,
    operation: 'commitSignature',
    route: 'GET /projects/:id/repository/commits/:sha/signature',
    hints: [{ text: 'the commit may be unsigned (GitLab answers 404 then), or commit_sha names no commit: use repository.commit_get to check it', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitSignature(input: CommitRefDto, ctx: ActionContext): Promise<ActionResult<CommitSignatureDto>> {
    const res = await ctx.gitlab.rest<Json>({ method: 'GET', path: `${commitPath(input)}/signature`, signal: ctx.signal });
    const d = asObject(res.data) ?? {};
    const out: CommitSignatureDto = {
      ...d,
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      signature_type: asString(d.signature_type),
      verification_status: asString(d.verification_status),
      gpg_key_id: asInt(d.gpg_key_id),
      gpg_key_primary_keyid: asString(d.gpg_key_primary_keyid),
      gpg_key_user_name: asString(d.gpg_key_user_name),
      gpg_key_user_email: asString(d.gpg_key_user_email),
      gpg_key_subkey_id: asString(d.gpg_key_subkey_id),
      commit_source: asString(d.commit_source),
      next_steps: ['repository.commit_get for the commit'],
    };
    return respond(out, renderSignature(out));
  }

  @Action({
    id: 'repository.commit_cherry_pick',
    title: 'Cherry-pick a commit',
    description: 'Apply the changes of a commit onto a branch as a new commit (dry_run only checks that it applies).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CherryPickCommitDto,
    output: CommitChangeDto,
    operation: 'commitCherryPick',
    route: 'POST /projects/:id/repository/commits/:sha/cherry_pick',
    hints: [
      { text: 'the changes may not apply cleanly to the branch or are already there (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'develop' },
  })
  async commitCherryPick(input: CherryPickCommitDto, ctx: ActionContext): Promise<ActionResult<CommitChangeDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/cherry_pick`,
      body: { branch: input.branch, dry_run: input.dry_run, message: input.message },
      signal: ctx.signal,
    });
    const out: CommitChangeDto = { ...toCommitChange(res.data), next_steps: ['repository.commit_get for the new commit', 'branch.get to see the branch'] };
    return respond(out, renderCommitChange(out, `Cherry-pick of ${input.commit_sha.slice(0, 8)}`, input.branch));
  }

  @Action({
    id: 'repository.commit_revert',
    title: 'Revert a commit',
    description: 'Undo the changes of a commit on a branch with a new revert commit (dry_run only checks that it applies). Needs confirmation: it takes changes back out of the branch.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    input: RevertCommitDto,
    output: CommitChangeDto,
    operation: 'commitRevert',
    route: 'POST /projects/:id/repository/commits/:sha/revert',
    hints: [
      { text: 'the revert may not apply cleanly, or the commit is already reverted (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'main' },
  })
  async commitRevert(input: RevertCommitDto, ctx: ActionContext): Promise<ActionResult<CommitChangeDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/revert`,
      body: { branch: input.branch, dry_run: input.dry_run },
      signal: ctx.signal,
    });
    const out: CommitChangeDto = { ...toCommitChange(res.data), next_steps: ['repository.commit_get for the revert commit', 'repository.commit_list to see the branch history'] };
    return respond(out, renderCommitChange(out, `Revert of ${input.commit_sha.slice(0, 8)}`, input.branch));
  }

  @Action({
    id: 'repository.commit_comments',
    title: 'List comments on a commit',
    description: 'List the comments left on a commit (general or on a line of its diff).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitCommentsParamsDto,
    output: CommitCommentListDto,
    operation: 'commitComments',
    route: 'GET /projects/:id/repository/commits/:sha/comments',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitComments(input: CommitCommentsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitCommentListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/comments`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitCommentListDto = {
      comments: asArray<Json>(res.data).map(toCommitNote),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_comment_create to add a comment', 'repository.commit_discussion_list for threaded discussions'],
    };
    return respond(out, renderCommitComments(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_comment_create',
    title: 'Comment on a commit',
    description: 'Add a comment to a commit, optionally on one line of a file in its diff (path, line, line_type).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateCommitCommentDto,
    output: CommitNoteDto,
    operation: 'commitCommentCreate',
    route: 'POST /projects/:id/repository/commits/:sha/comments',
    hints: [{ text: 'a line comment needs path, line and line_type of a line in the commit diff (see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', note: 'Nice cleanup.' },
  })
  async commitCommentCreate(input: CreateCommitCommentDto, ctx: ActionContext): Promise<ActionResult<CommitNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/comments`,
      body: { note: input.note, path: input.path, line: input.line, line_type: input.line_type },
      signal: ctx.signal,
    });
    const out: CommitNoteDto = { ...toCommitNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_comments to see every comment'] };
    return respond(out, renderCommitComment(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_statuses',
    title: 'List the statuses of a commit',
    description: 'List the CI and external statuses reported for a commit (jobs, checks), filtered by ref, stage, name or pipeline.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitStatusesParamsDto,
    output: CommitStatusListDto,
    operation: 'commitStatuses',
    route: 'GET /projects/:id/repository/commits/:sha/statuses',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', all: true },
  })
  async commitStatuses(input: CommitStatusesParamsDto, ctx: ActionContext): Promise<ActionResult<CommitStatusListDto>> {
    const res = await ctx.gitlab.rest<CommitStatusDto[]>({
      method: 'GET',
      path: `${commitPath(input)}/statuses`,
      query: {
        ref: input.ref,
        stage: input.stage,
        name: input.name,
        pipeline_id: input.pipeline_id,
        all: input.all,
        order_by: input.order_by,
        sort: input.sort,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: CommitStatusListDto = {
      statuses: asArray<CommitStatusDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_status_set to report a status', 'pipeline.get for a pipeline'],
    };
    return respond(out, renderCommitStatuses(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_status_set',
    title: 'Set the status of a commit',
    description: 'Report the state of an external check (pending, running, success, failed, canceled, skipped) on a commit, shown on merge requests and pipelines.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: SetCommitStatusDto,
    output: CommitStatusDto,
    operation: 'commitStatusSet',
    route: 'POST /projects/:id/statuses/:sha',
    hints: [
      { text: 'the state may not follow from the current one (e.g. a finished status cannot go back to running; use another name), or ref is not a ref of the commit', statuses: [400] },
      { text: 'setting commit statuses needs the Developer role', statuses: [401, 403], namesRole: true },
      COMMIT_404,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, state: 'success', name: 'lint', target_url: 'https://ci.example.com/lint/1', description: 'Lint passed' },
  })
  async commitStatusSet(input: SetCommitStatusDto, ctx: ActionContext): Promise<ActionResult<CommitStatusDto>> {
    const { project_id, commit_sha, ...body } = input;
    const res = await ctx.gitlab.rest<CommitStatusDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/statuses/${segment(commit_sha)}`,
      body,
      signal: ctx.signal,
    });
    const out: CommitStatusDto = { ...(asObject<CommitStatusDto>(res.data) ?? {}), next_steps: ['repository.commit_statuses to see every status of the commit'] };
    return respond(out, renderCommitStatus(out));
  }

  // Commit discussions

  @Action({
    id: 'repository.commit_discussion_list',
    title: 'List commit discussions',
    description: 'List the discussion threads of a commit with their notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListCommitDiscussionsDto,
    output: DiscussionListDto,
    operation: 'commitDiscussionList',
    route: 'GET /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitDiscussionList(input: ListCommitDiscussionsDto, ctx: ActionContext): Promise<ActionResult<DiscussionListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/discussions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: DiscussionListDto = {
      discussions: asArray<Json>(res.data).map(toDiscussion),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_discussion_add_note to reply to a thread', 'repository.commit_discussion_create to start a thread'],
    };
    return respond(out, renderDiscussions(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_get',
    title: 'Get a commit discussion',
    description: 'Get one discussion thread of a commit with its notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitDiscussionRefDto,
    output: DiscussionDto,
    operation: 'commitDiscussionGet',
    route: 'GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list to see the threads', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION },
  })
  async commitDiscussionGet(input: CommitDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<Json>({ method: 'GET', path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}`, signal: ctx.signal });
    const out: DiscussionDto = { ...toDiscussion(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_add_note to reply'] };
    return respond(out, renderDiscussion(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_create',
    title: 'Start a commit discussion',
    description: 'Start a discussion thread on a commit, general or on a line of its diff (position).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateCommitDiscussionDto,
    output: DiscussionDto,
    operation: 'commitDiscussionCreate',
    route: 'POST /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [{ text: 'a diff thread needs a position matching the commit diff (base_sha, start_sha, head_sha and a changed line; see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', body: 'Should this be configurable?' },
  })
  async commitDiscussionCreate(input: CreateCommitDiscussionDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/discussions`,
      body: { body: input.body, created_at: input.created_at, position: input.position },
      signal: ctx.signal,
    });
    const out: DiscussionDto = { ...toDiscussion(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_list to see every thread'] };
    return respond(out, renderDiscussion(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_discussion_add_note',
    title: 'Reply to a commit discussion',
    description: 'Add a note (reply) to a discussion thread of a commit.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddCommitDiscussionNoteDto,
    output: DiscussionNoteDto,
    operation: 'commitDiscussionAddNote',
    route: 'POST /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, body: 'Agreed, done in the next commit.' },
  })
  async commitDiscussionAddNote(input: AddCommitDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<DiscussionNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes`,
      body: { body: input.body, created_at: input.created_at },
      signal: ctx.signal,
    });
    const out: DiscussionNoteDto = { ...toNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_get to read the thread'] };
    return respond(out, renderDiscussionNote(out, 'added'));
  }

  @Action({
    id: 'repository.commit_discussion_update_note',
    title: 'Update a commit discussion note',
    description: 'Change the text of a note in a commit discussion, or resolve/unresolve it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateCommitDiscussionNoteDto,
    output: DiscussionNoteDto,
    operation: 'commitDiscussionUpdateNote',
    route: 'PUT /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'give body or resolved', statuses: [400] },
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may change it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1, body: 'Updated: see the follow-up commit.' },
  })
  async commitDiscussionUpdateNote(input: UpdateCommitDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<DiscussionNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'PUT',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes/${segment(input.note_id)}`,
      body: { body: input.body, resolved: input.resolved },
      signal: ctx.signal,
    });
    const out: DiscussionNoteDto = { ...toNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_discussion_get to read the thread'] };
    return respond(out, renderDiscussionNote(out, 'updated'));
  }

  @Action({
    id: 'repository.commit_discussion_delete_note',
    title: 'Delete a commit discussion note',
    description: 'Delete a note from a commit discussion. It cannot be restored.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: CommitDiscussionNoteRefDto,
    output: NoteDeletionDto,
    operation: 'commitDiscussionDeleteNote',
    route: 'DELETE /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may delete it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1 },
  })
  async commitDiscussionDeleteNote(input: CommitDiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<NoteDeletionDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${commitPath(input)}/discussions/${segment(input.discussion_id)}/notes/${segment(input.note_id)}`,
      signal: ctx.signal,
    });
    const out: NoteDeletionDto = {
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      discussion_id: input.discussion_id,
      note_id: input.note_id,
      message: 'Note deleted.',
      next_steps: ['repository.commit_discussion_get to see the rest of the thread'],
    };
    return respond(out, renderNoteDeletion(out));
  }
}

const ARCHIVE_TYPES: Readonly<Record<string, string>> = {
  'tar.gz': 'application/gzip',
  'tar.bz2': 'application/x-bzip2',
  tbz: 'application/x-bzip2',
  tbz2: 'application/x-bzip2',
  tb2: 'application/x-bzip2',
  bz2: 'application/x-bzip2',
  tar: 'application/x-tar',
  zip: 'application/zip',
};

const commitPath = (p: { project_id: string; commit_sha: string }): string => `${projectPath(p.project_id)}/repository/commits/${segment(p.commit_sha)}`;

function changelogQuery(p: ChangelogGenerateParamsDto): Record<string, string | undefined> {
  return { version: p.version, from: p.from, to: p.to, date: p.date, trailer: p.trailer, config_file: p.config_file, config_file_ref: p.config_file_ref };
}

/** Content, encoding and the bound, for content GitLab sent as `content` + `encoding`. */
function contentFields(
  content: string | undefined,
  encoding: string | undefined,
  fileName: string | undefined,
): Pick<FileDto, 'content' | 'encoding' | 'binary' | 'content_type' | 'truncated' | 'total_lines' | 'shown_lines' | 'next_start_line'> {
  if (content === undefined) return { encoding, binary: false, truncated: false };
  const bytes = decodeContent(content, encoding);
  if (isBinaryBytes(bytes)) return { encoding, binary: true, content_type: guessContentType(bytes, fileName), truncated: false };
  const b = boundText(bytes.toString('utf8'));
  return {
    encoding: 'text',
    content: b.text,
    binary: false,
    truncated: b.truncated,
    total_lines: b.totalLines,
    shown_lines: b.shownLines,
    next_start_line: b.truncated ? b.shownLines + 1 : undefined,
  };
}

/** A files API answer as FileDto: metadata typed, content decoded and bounded. */
function fileFields(data: unknown, filePath: string): FileDto {
  const d = asObject(data) ?? {};
  const fileName = asString(d.file_name);
  return {
    file_name: fileName,
    file_path: asString(d.file_path) ?? filePath,
    size: asInt(d.size),
    content_sha256: asString(d.content_sha256),
    ref: asString(d.ref),
    blob_id: asString(d.blob_id),
    commit_id: asString(d.commit_id),
    last_commit_id: asString(d.last_commit_id),
    execute_filemode: asBool(d.execute_filemode),
    ...contentFields(asString(d.content), asString(d.encoding), fileName ?? filePath),
  };
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

function toCommit(value: unknown): CommitDto | undefined {
  const c = asObject(value);
  if (!c) return undefined;
  return { ...c, id: asString(c.id) ?? '', parent_ids: asStringArray(c.parent_ids) };
}

function toCommitDetail(value: Json): CommitDetailDto {
  return {
    ...(toCommit(value) ?? { id: '' }),
    stats: asObject(value.stats),
    status: asString(value.status),
    project_id: asInt(value.project_id),
    last_pipeline: asObject(value.last_pipeline),
  };
}

function toCommitChange(value: unknown): CommitChangeDto {
  const c = asObject(value) ?? {};
  return { ...c, id: asString(c.id), dry_run: asString(c.dry_run), parent_ids: asStringArray(c.parent_ids) };
}

function toTreeEntry(e: Json): TreeEntryDto {
  return { ...e, id: asString(e.id), name: asString(e.name), type: asString(e.type), path: asString(e.path), mode: asString(e.mode), last_commit: toCommit(e.last_commit) };
}

function toCommitNote(n: Json): CommitNoteDto {
  return { ...n, note: asString(n.note), path: asString(n.path), line: asInt(n.line), line_type: asString(n.line_type), author: asObject(n.author), created_at: asString(n.created_at) };
}

function toNote(n: Json): NoteDto {
  return { ...n, id: asInt(n.id) ?? 0, body: asString(n.body), type: asString(n.type), noteable_type: asString(n.noteable_type), resolved_by: asObject(n.resolved_by), author: asObject(n.author) };
}

function toDiscussion(d: Json): DiscussionDto {
  return { ...d, id: asString(d.id) ?? '', individual_note: asBool(d.individual_note), notes: asArray<Json>(d.notes).map(toNote) };
}

/**
 * Diffs with their text bounded together: once MAX_CONTENT_CHARS of diff text is used, the diff
 * that crosses the bound is cut at a line and later ones keep only their paths and flags.
 */
function boundDiffs(raw: readonly Json[]): { diffs: DiffDto[]; truncated: boolean } {
  let budget = MAX_CONTENT_CHARS;
  let truncated = false;
  const diffs = raw.map((d): DiffDto => {
    const text = asString(d.diff);
    const out: DiffDto = {
      old_path: asString(d.old_path),
      new_path: asString(d.new_path),
      a_mode: asString(d.a_mode),
      b_mode: asString(d.b_mode),
      new_file: asBool(d.new_file),
      renamed_file: asBool(d.renamed_file),
      deleted_file: asBool(d.deleted_file),
      generated_file: asBool(d.generated_file),
      too_large: asBool(d.too_large),
      collapsed: asBool(d.collapsed),
    };
    if (text === undefined) return out;
    if (text.length <= budget) {
      budget -= text.length;
      return { ...out, diff: text };
    }
    truncated = true;
    const cut = budget > 0 ? boundText(text, budget).text : '';
    budget = 0;
    return { ...out, diff: cut === '' ? undefined : cut, diff_truncated: true };
  });
  return { diffs, truncated };
}

/** The decoded `.gitmodules` of a ref, or undefined when the repository has none there. */
async function readGitmodules(ctx: ActionContext, projectId: string, ref: string): Promise<string | undefined> {
  let res: RestResponse<Json>;
  try {
    res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(projectId)}/repository/files/${segment('.gitmodules')}`,
      query: { ref },
      signal: ctx.signal,
    });
  } catch (e) {
    // No .gitmodules means no submodules. The client keeps no 404 body (E-03), so a wrong
    // project_id or ref reads the same way; the answers say so.
    if (e instanceof GitlabRequestFailure && e.failure.status === 404 && !e.failure.canceled && !e.failure.deadlineExceeded) return undefined;
    throw e;
  }
  const d = asObject(res.data) ?? {};
  return decodeContent(asString(d.content), asString(d.encoding)).toString('utf8');
}

/** Fills `commit_sha` from the tree entries of type `commit` (gitlinks) of each submodule's directory. */
async function pinSubmodules(ctx: ActionContext, projectId: string, ref: string, submodules: SubmoduleDto[]): Promise<void> {
  const dirs = new Set(submodules.filter((s) => s.path).map((s) => (s.path!.includes('/') ? s.path!.slice(0, s.path!.lastIndexOf('/')) : '')));
  for (const dir of dirs) {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(projectId)}/repository/tree`,
      query: { path: dir === '' ? undefined : dir, ref, per_page: 100 },
      signal: ctx.signal,
    });
    for (const entry of asArray<Json>(res.data)) {
      if (asString(entry.type) !== 'commit') continue;
      const sub = submodules.find((s) => s.path === asString(entry.path));
      if (sub) sub.commit_sha = asString(entry.id);
    }
  }
}
