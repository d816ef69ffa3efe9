import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  CreateReleaseDto,
  CreateReleaseLinkDto,
  CreateReleaseLinksBatchDto,
  GetReleaseDto,
  ListReleaseLinksDto,
  ListReleasesDto,
  ReleaseLinkRefDto,
  ReleaseRefDto,
  UpdateReleaseDto,
  UpdateReleaseLinkDto,
} from './dto/release-params.dto.js';
import { ReleaseDto, ReleaseLinkBatchDto, ReleaseLinkDto, ReleaseLinkListDto, ReleaseListDto } from './dto/release.dto.js';
import { renderRelease, renderReleaseLink, renderReleaseLinkBatch, renderReleaseLinkList, renderReleaseList } from './release.format.js';

const releasePath = (projectId: string, tagName: string): string => `${projectPath(projectId)}/releases/${segment(tagName)}`;

const RELEASE_NOT_FOUND = {
  resource: 'Release',
  identifier: '"{tag_name}" in project {project_id}',
  nextSteps: ["Use action 'release.list' to list the project's releases", "Use action 'tag.get' to check the tag; release.create publishes a release for it"],
};

const MISSING_RELEASE_HINT = { text: 'the release may not exist; use release.list to see the releases (a tag without a release needs release.create first)', statuses: [404] };

@Domain({ name: 'release', description: 'Project releases: list, read the notes, create from a tag (or a new tag), update, delete, and their asset links.', keywords: ['version', 'versions', 'changelog', 'ship', 'github release'] })
@Injectable()
export class ReleaseActions {
  @Action({
    id: 'release.list', title: 'List releases', tier: 'free', readOnly: true, destructive: false,
    description: 'List the releases of a project, newest release date first by default; the notes are in structuredContent, the table leaves them out.',
    keywords: ['versions', 'changelog', 'release notes', 'github releases'],
    input: ListReleasesDto, output: ReleaseListDto, operation: 'releaseList', route: 'GET /projects/:id/releases',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', order_by: 'released_at', sort: 'desc', per_page: 10 },
    reply: { list: 'releases', render: (out, input) => renderReleaseList(out, input.project_id), nextSteps: ['release.get for one release with its notes', 'release.create to publish a new release'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'release.get', title: 'Get a release', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one release by its tag: name, notes, dates, author, commit, milestones, source archives and asset links.',
    keywords: ['release notes', 'version', 'changelog', 'download'],
    input: GetReleaseDto, output: ReleaseDto, operation: 'releaseGet', route: 'GET /projects/:id/releases/:tag_name',
    notFound: RELEASE_NOT_FOUND, example: { project_id: '42', tag_name: 'v1.0.0' },
    reply: { render: (out) => renderRelease(out), nextSteps: ['release.update to edit the notes', 'release.link_create to attach an asset link'] },
  })
  readonly get?: Declared;

  // GitLab answers with a redirect to the release; the client follows it.
  @Action({
    id: 'release.get_latest', title: 'Get the latest release', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the latest release of a project (by release date; upcoming releases are skipped) without knowing its tag.',
    keywords: ['newest release', 'current version', 'most recent', 'last release', 'release notes'],
    input: ProjectIdDto, output: ReleaseDto, operation: 'releaseGetLatest', route: 'GET /projects/:id/releases/permalink/latest',
    notFound: {
      resource: 'Latest Release',
      identifier: 'of project {project_id}',
      nextSteps: ["Use action 'release.list' to list the project's releases (upcoming releases do not count as latest)", "Use action 'release.create' to publish the first release"],
    },
    example: { project_id: '42' },
    reply: { render: (out) => renderRelease(out, 'Latest release'), nextSteps: ['release.list to see older releases', 'release.update to edit the notes'] },
  })
  readonly getLatest?: Declared;

  @Action({
    id: 'release.create', title: 'Create a release', tier: 'free', readOnly: false, destructive: false,
    description:
      'Publish a release for a tag with a name, Markdown notes, milestones and asset links. When the tag does not exist yet, give ref (branch or commit) and the tag is created with it (tag_message makes it annotated).',
    keywords: ['new release', 'cut a release', 'ship', 'release notes', 'version'],
    input: CreateReleaseDto, output: ReleaseDto, operation: 'releaseCreate', route: 'POST /projects/:id/releases',
    hints: [
      { text: 'a release for this tag already exists; use release.get to read it or release.update to change it', statuses: [409] },
      { text: 'tag_name does not exist yet: give ref (a branch or commit SHA) to create it, or create it first with tag.create', statuses: [422] },
      { text: 'ref may name no branch, tag or commit (use branch.list), or a milestone may not exist in the project (check the titles or IDs given)', statuses: [400] },
      { text: 'creating releases requires at least Developer role, and the tag may be protected (see tag.list_protected)', statuses: [401, 403], namesRole: true },
    ],
    example: {
      project_id: '42',
      tag_name: 'v1.1.0',
      ref: 'main',
      tag_message: 'Release 1.1.0',
      name: 'Version 1.1.0',
      description: '## Changes\n\n- Faster login\n- Fixed the README typo',
      assets: { links: [{ name: 'checksums.txt', url: 'https://example.com/downloads/v1.1.0/checksums.txt', link_type: 'other' }] },
    },
    reply: { render: (out) => renderRelease(out, 'Release created:'), nextSteps: ['release.get to read it back', 'release.link_create to attach more asset links'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'release.update', title: 'Update a release', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the name, notes, milestones or release date of a release; fields left out keep their value.',
    keywords: ['edit release', 'release notes', 'changelog', 'rename'],
    input: UpdateReleaseDto, output: ReleaseDto, operation: 'releaseUpdate', route: 'PUT /projects/:id/releases/:tag_name',
    hints: [
      MISSING_RELEASE_HINT,
      { text: 'a milestone may not exist in the project (check the titles or IDs given)', statuses: [400] },
      { text: 'updating releases requires at least Developer role', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', tag_name: 'v1.0.0', name: 'Version 1.0.0 (LTS)', description: '## Changes\n\n- First stable release.\n- Long-term support until 2027.' },
    reply: { render: (out) => renderRelease(out, 'Release updated:'), nextSteps: ['release.get to read it back'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'release.delete', title: 'Delete a release', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a release: its notes, milestones association and asset links are lost; the tag stays (tag.delete removes it). Cannot be undone.',
    keywords: ['remove release', 'unpublish'],
    input: ReleaseRefDto, output: ReleaseDto, operation: 'releaseDelete', route: 'DELETE /projects/:id/releases/:tag_name',
    hints: [MISSING_RELEASE_HINT, { text: 'deleting releases requires at least Developer role, and the tag may be protected (see tag.list_protected)', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', tag_name: 'v1.0.0' },
    reply: {
      shape: (answer, input) => ({ ...(answer as ReleaseDto), next_steps: ['release.list to see the remaining releases', `tag.delete to remove the tag ${input.tag_name} too`] }),
      render: (out) => renderRelease(out, 'Release deleted:', false),
    },
  })
  readonly delete?: Declared;

  @Action({
    id: 'release.link_list',
    title: 'List release asset links',
    description: 'List the asset links (binaries, packages, runbooks, images) of a release.',
    keywords: ['assets', 'downloads', 'artifacts', 'attachments'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListReleaseLinksDto,
    output: ReleaseLinkListDto,
    operation: 'releaseLinkList',
    route: 'GET /projects/:id/releases/:tag_name/assets/links',
    hints: [MISSING_RELEASE_HINT],
    example: { project_id: '42', tag_name: 'v1.0.0' },
  })
  async linkList(input: ListReleaseLinksDto, ctx: ActionContext): Promise<ActionResult<ReleaseLinkListDto>> {
    const res = await ctx.gitlab.rest<ReleaseLinkDto[]>({
      method: 'GET',
      path: `${releasePath(input.project_id, input.tag_name)}/assets/links`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ReleaseLinkListDto = {
      tag_name: input.tag_name,
      links: res.data,
      pagination: pageOf(res, input),
      next_steps: ['release.link_get for one link', 'release.link_create to add a link'],
    };
    return respond(out, renderReleaseLinkList(out, input.project_id));
  }

  @Action({
    id: 'release.link_get', title: 'Get a release asset link', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one asset link of a release by its ID.',
    keywords: ['download', 'binary', 'attachment'],
    input: ReleaseLinkRefDto, output: ReleaseLinkDto, operation: 'releaseLinkGet', route: 'GET /projects/:id/releases/:tag_name/assets/links/:link_id',
    notFound: {
      resource: 'Release Link',
      identifier: '{link_id} of release "{tag_name}" in project {project_id}',
      nextSteps: ["Use action 'release.link_list' to list the links of the release", "Use action 'release.list' to check the release exists"],
    },
    example: { project_id: '42', tag_name: 'v1.0.0', link_id: 1 },
    reply: { render: (out, input) => renderReleaseLink(out, input.tag_name), nextSteps: ['release.link_update to change it', 'release.link_delete to remove it'] },
  })
  readonly linkGet?: Declared;

  @Action({
    id: 'release.link_create', title: 'Add a release asset link', tier: 'free', readOnly: false, destructive: false,
    description: 'Attach one asset link (http, https or ftp URL) to a release, optionally with a permanent direct asset path and a type.',
    keywords: ['upload asset', 'add asset', 'binary', 'download link'],
    input: CreateReleaseLinkDto, output: ReleaseLinkDto, operation: 'releaseLinkCreate', route: 'POST /projects/:id/releases/:tag_name/assets/links',
    hints: [
      MISSING_RELEASE_HINT,
      { text: 'the release may already have a link with this name or URL (use release.link_list), or the URL is not http, https or ftp', statuses: [400, 422] },
    ],
    example: { project_id: '42', tag_name: 'v1.0.0', name: 'app-linux-amd64', url: 'https://example.com/downloads/v1.0.0/app-linux-amd64', direct_asset_path: '/bin/app-linux-amd64', link_type: 'package' },
    reply: { render: (out, input) => renderReleaseLink(out, input.tag_name, 'Release link created:'), nextSteps: ['release.link_list to see every link of the release'] },
  })
  readonly linkCreate?: Declared;

  @Action({
    id: 'release.link_create_batch',
    title: 'Add several release asset links',
    description: 'Attach up to 50 asset links to a release in one call (GitLab takes one link per request: they are created in order and the call stops at the first failure).',
    keywords: ['bulk', 'upload assets', 'binaries', 'download links'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateReleaseLinksBatchDto,
    output: ReleaseLinkBatchDto,
    operation: 'releaseLinkCreateBatch',
    route: 'POST /projects/:id/releases/:tag_name/assets/links',
    hints: [
      MISSING_RELEASE_HINT,
      { text: 'links before the failing one were already created; check release.link_list, then retry with the remaining links only' },
    ],
    example: {
      project_id: '42',
      tag_name: 'v1.0.0',
      links: [
        { name: 'app-linux-amd64', url: 'https://example.com/downloads/v1.0.0/app-linux-amd64', link_type: 'package' },
        { name: 'Runbook', url: 'https://example.com/runbooks/v1.0.0', link_type: 'runbook' },
      ],
    },
  })
  async linkCreateBatch(input: CreateReleaseLinksBatchDto, ctx: ActionContext): Promise<ActionResult<ReleaseLinkBatchDto>> {
    const created: ReleaseLinkDto[] = [];
    for (const [index, link] of input.links.entries()) {
      await ctx.reportProgress(index, input.links.length, `adding link ${index + 1} of ${input.links.length}`);
      const res = await ctx.gitlab.rest<ReleaseLinkDto>({ method: 'POST', path: `${releasePath(input.project_id, input.tag_name)}/assets/links`, body: { ...link }, signal: ctx.signal });
      created.push(res.data);
    }
    await ctx.reportProgress(input.links.length, input.links.length, 'done');
    const out: ReleaseLinkBatchDto = { tag_name: input.tag_name, links: created, next_steps: ['release.link_list to see every link of the release'] };
    return respond(out, renderReleaseLinkBatch(out));
  }

  @Action({
    id: 'release.link_update', title: 'Update a release asset link', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the name, URL, direct asset path or type of an asset link; fields left out keep their value.',
    keywords: ['edit asset', 'change asset', 'download link'],
    input: UpdateReleaseLinkDto, output: ReleaseLinkDto, operation: 'releaseLinkUpdate', route: 'PUT /projects/:id/releases/:tag_name/assets/links/:link_id',
    hints: [
      { text: 'the release or the link may not exist; use release.link_list', statuses: [404] },
      { text: 'another link of the release may already use this name or URL (use release.link_list), or the URL is not http, https or ftp', statuses: [400, 422] },
    ],
    example: { project_id: '42', tag_name: 'v1.0.0', link_id: 1, name: 'checksums.txt (SHA-256)' },
    reply: { render: (out, input) => renderReleaseLink(out, input.tag_name, 'Release link updated:'), nextSteps: ['release.link_get to read it back'] },
  })
  readonly linkUpdate?: Declared;

  @Action({
    id: 'release.link_delete', title: 'Delete a release asset link', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an asset link from a release (the file it points to is not touched). Cannot be undone.',
    keywords: ['remove asset', 'detach', 'download link'],
    input: ReleaseLinkRefDto, output: ReleaseLinkDto, operation: 'releaseLinkDelete', route: 'DELETE /projects/:id/releases/:tag_name/assets/links/:link_id',
    hints: [{ text: 'the release or the link may not exist; use release.link_list', statuses: [404] }],
    example: { project_id: '42', tag_name: 'v1.0.0', link_id: 1 },
    reply: { render: (out, input) => renderReleaseLink(out, input.tag_name, 'Release link deleted:'), nextSteps: ['release.link_list to see the remaining links'] },
  })
  readonly linkDelete?: Declared;
}
