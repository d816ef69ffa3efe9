import { Action, Domain, NO_GITLAB_REQUEST, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText, guessContentType, isBinaryText, MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asArray, asInt, asObject, asString } from '../shared/json-values.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { ArchiveDto, BlobDto, TreeEntryDto, TreeListDto } from './dto/repository.dto.js';
import { ArchiveParamsDto, BlobRefDto, RawBlobParamsDto, TreeParamsDto } from './dto/repository-params.dto.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { EXAMPLE_SHA } from './repository.examples.js';
import { contentFields, toCommit, type Json } from './repository.mapping.js';
import { renderArchive, renderBlob, renderTree } from './repository-tree.format.js';

/** Trees, blobs, archives. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryTreeActions {
  @Action({
    id: 'repository.tree', title: 'List the repository tree', tier: 'free', readOnly: true, destructive: false,
    description: 'List files and directories of a repository at a ref, at the root or under a path, optionally recursively.',
    keywords: ['ls', 'directory listing', 'browse files', 'folders', 'file list', 'structure'],
    input: TreeParamsDto, output: TreeListDto, operation: 'repositoryTree', route: 'GET /projects/:id/repository/tree',
    hints: [{ text: 'the path or ref may not exist: use branch.list or tag.list for refs, and repository.tree on the parent directory', statuses: [404] }],
    example: { project_id: '42', path: 'src', ref: 'main', per_page: 20 },
    reply: { list: 'tree', shape: (answer) => asArray<Json>(answer).map(toTreeEntry), render: (out, input) => renderTree(out, input.project_id, input.path, input.ref), nextSteps: ['repository.file_get to read a file (type blob)', 'repository.tree with path to open a directory (type tree)', 'repository.list_submodules for entries of type commit'] },
  })
  readonly tree?: Declared;

  @Action({
    id: 'repository.blob', title: 'Get a blob', tier: 'free', readOnly: true, destructive: false,
    description: `Read a Git blob by SHA (the id of a file entry of repository.tree): size and text content, decoded. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary blobs are described, not returned.`,
    keywords: ['object', 'git object', 'file by sha'],
    input: BlobRefDto, output: BlobDto, operation: 'repositoryBlob', route: 'GET /projects/:id/repository/blobs/:sha',
    hints: [{ text: 'verify the blob SHA; use repository.tree to list blob IDs', statuses: [404] }],
    example: { project_id: '42', sha: EXAMPLE_SHA },
    reply: { shape: blobOf, render: (out, input) => renderBlob(out, `Blob ${input.sha.slice(0, 8)}`), nextSteps: ['repository.raw_blob for the raw bytes as text'] },
  })
  readonly blob?: Declared;

  @Action({
    id: 'repository.raw_blob',
    title: 'Get a raw blob',
    description: `Read the raw content of a Git blob by SHA. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary blobs are described (size, type), not returned.`,
    keywords: ['git object', 'file by sha'],
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
    keywords: ['tarball', 'snapshot', 'export source', 'source code'],
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

function toTreeEntry(e: Json): TreeEntryDto {
  return { ...e, id: asString(e.id), name: asString(e.name), type: asString(e.type), path: asString(e.path), mode: asString(e.mode), last_commit: toCommit(e.last_commit) };
}

/** A blob with its content decoded and bounded like file content. */
function blobOf(answer: unknown, input: BlobRefDto): Omit<BlobDto, 'next_steps'> {
  const data = asObject(answer) ?? {};
  const { next_start_line: _unused, ...content } = contentFields(asString(data.content), asString(data.encoding), undefined);
  return { sha: asString(data.sha) ?? input.sha, size: asInt(data.size), ...content };
}
