import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asObject, asString } from '../shared/json-values.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { ConfigurePullMirrorDto, CreateMirrorDto, EditMirrorDto, ListMirrorsDto, MirrorRefDto } from './dto/mirror-params.dto.js';
import { MirrorActionResultDto, MirrorDto, MirrorListDto, MirrorPublicKeyDto, PullMirrorDto } from './dto/mirror.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import {
  renderMirror,
  renderMirrorAction,
  renderMirrorList,
  renderMirrorPublicKey,
  renderPullMirror,
  toMirror,
  toPullMirror,
} from './project-mirrors.format.js';

const MAINTAINER = { text: 'repository mirroring is managed by project Maintainers or Owners', statuses: [401, 403], namesRole: true };
const MIRROR_404 = { text: 'the project or mirror may not exist; use project.mirror_list to see the mirror IDs', statuses: [404] };
const PULL_ROLE = { text: 'pull mirroring needs GitLab Premium or Ultimate and the Maintainer or Owner role on the project', statuses: [401, 403], namesRole: true };

const mirrorPath = (input: MirrorRefDto): string => `${projectPath(input.project_id)}/remote_mirrors/${segment(input.mirror_id)}`;

/** Repository mirroring: push mirrors (GitLab pushes to another remote) and the Premium pull mirror. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectMirrorActions {
  @Action({
    id: 'project.mirror_list',
    title: 'List push mirrors',
    description: 'List the push mirrors of a project with their status and last error. Credentials in mirror URLs are masked.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repository mirroring', 'remote mirrors', 'sync to GitHub', 'replica', 'Settings > Repository'],
    input: ListMirrorsDto,
    output: MirrorListDto,
    operation: 'mirrorList',
    route: 'GET /projects/:id/remote_mirrors',
    hints: [MAINTAINER, { text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
  })
  async list(input: ListMirrorsDto, ctx: ActionContext): Promise<ActionResult<MirrorListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/remote_mirrors`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MirrorListDto = {
      mirrors: res.data.map(toMirror),
      pagination: pageOf(res, input),
      next_steps: ['project.mirror_get for one mirror', 'project.mirror_add to add a push mirror', 'project.mirror_force_push to update one now'],
    };
    return respond(out, renderMirrorList(out, input.project_id));
  }

  @Action({
    id: 'project.mirror_get',
    title: 'Get a push mirror',
    description: 'Get one push mirror of a project: target URL (credentials masked), status, last error, branch settings and SSH host keys.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['remote mirror', 'mirror status', 'sync status', 'replica'],
    input: MirrorRefDto,
    output: MirrorDto,
    operation: 'mirrorGet',
    route: 'GET /projects/:id/remote_mirrors/:mirror_id',
    hints: [MAINTAINER, MIRROR_404],
    example: { project_id: '42', mirror_id: 1 },
  })
  async get(input: MirrorRefDto, ctx: ActionContext): Promise<ActionResult<MirrorDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: mirrorPath(input), signal: ctx.signal });
    const out: MirrorDto = { ...toMirror(res.data), next_steps: ['project.mirror_force_push to update it now', 'project.mirror_edit to change it'] };
    return respond(out, renderMirror(out));
  }

  @Action({
    id: 'project.mirror_get_public_key', title: 'Get a push mirror public key', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the SSH public key GitLab pushes an SSH-authenticated mirror with, to add to the target repository as a deploy key with write access.',
    keywords: ['SSH key', 'remote mirror', 'mirror key', 'GitHub deploy key'],
    input: MirrorRefDto, output: MirrorPublicKeyDto, operation: 'mirrorGetPublicKey', route: 'GET /projects/:id/remote_mirrors/:mirror_id/public_key',
    hints: [MAINTAINER, { text: 'the mirror may not exist or may not use SSH authentication (auth_method ssh_public_key); see project.mirror_get', statuses: [404, 422] }],
    example: { project_id: '42', mirror_id: 1 },
    reply: { shape: (answer, input) => ({ project_id: input.project_id, mirror_id: input.mirror_id, public_key: asString(asObject(answer)?.['public_key']) }), render: renderMirrorPublicKey, nextSteps: ['project.mirror_force_push once the key is added to the target'] },
  })
  readonly getPublicKey?: Declared;

  @Action({
    id: 'project.mirror_add',
    title: 'Add a push mirror',
    description:
      'Add a push mirror: after each change GitLab pushes the repository to another Git server. Put HTTPS credentials in the URL (they are masked in every answer) or use auth_method ssh_public_key. Disabled unless enabled is true.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['remote mirror', 'sync to GitHub', 'replicate repo', 'mirror to Bitbucket', 'Settings > Repository'],
    input: CreateMirrorDto,
    output: MirrorDto,
    operation: 'mirrorAdd',
    route: 'POST /projects/:id/remote_mirrors',
    hints: [MAINTAINER, { text: 'GitLab refused the mirror: check the URL (http(s) or ssh, reachable, not already mirrored) and that mirror_branch_regex is not combined with only_protected_branches', statuses: [400, 422] }],
    example: { project_id: '42', url: 'https://mirror-bot:example-token@git.example.com/acme/backend.git', enabled: true, only_protected_branches: true },
  })
  async add(input: CreateMirrorDto, ctx: ActionContext): Promise<ActionResult<MirrorDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'POST', path: `${projectPath(project_id)}/remote_mirrors`, body, signal: ctx.signal });
    const out: MirrorDto = { ...toMirror(res.data), next_steps: ['project.mirror_force_push to push now', 'project.mirror_get_public_key for the key to install when using SSH'] };
    return respond(out, renderMirror(out, 'Push mirror added:'));
  }

  @Action({
    id: 'project.mirror_edit',
    title: 'Edit a push mirror',
    description: 'Change a push mirror: turn it on or off, switch authentication, and choose which branches are mirrored. The target URL cannot be changed (delete and re-add the mirror).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['remote mirror', 'pause mirror', 'mirror branches', 'mirror auth'],
    input: EditMirrorDto,
    output: MirrorDto,
    operation: 'mirrorEdit',
    route: 'PUT /projects/:id/remote_mirrors/:mirror_id',
    hints: [MAINTAINER, MIRROR_404, { text: 'mirror_branch_regex cannot be combined with only_protected_branches', statuses: [400, 422] }],
    example: { project_id: '42', mirror_id: 1, enabled: false },
  })
  async edit(input: EditMirrorDto, ctx: ActionContext): Promise<ActionResult<MirrorDto>> {
    const { project_id: _project, mirror_id: _mirror, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: mirrorPath(input), body, signal: ctx.signal });
    const out: MirrorDto = { ...toMirror(res.data), next_steps: ['project.mirror_get to check its status'] };
    return respond(out, renderMirror(out, 'Push mirror updated:'));
  }

  @Action({
    id: 'project.mirror_delete', title: 'Delete a push mirror', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a push mirror; GitLab stops pushing to that target and forgets its credentials. The target repository itself is not touched.',
    keywords: ['remote mirror', 'stop mirroring', 'replica', 'stop sync'],
    input: MirrorRefDto, output: MirrorActionResultDto, operation: 'mirrorDelete', route: 'DELETE /projects/:id/remote_mirrors/:mirror_id',
    hints: [MAINTAINER, MIRROR_404],
    example: { project_id: '42', mirror_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, mirror_id: input.mirror_id, message: 'Push mirror deleted.' }), render: (out, input) => renderMirrorAction(out, `Push mirror ${input.mirror_id} deleted`), nextSteps: ['project.mirror_list to see the remaining mirrors'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'project.mirror_force_push', title: 'Update a push mirror now', tier: 'free', readOnly: false, destructive: false,
    description: 'Start a push mirror update now instead of waiting for the next automatic one. Refs that diverged on the target are overwritten unless the mirror keeps divergent refs.',
    keywords: ['sync now', 'trigger mirror', 'force sync', 'remote mirror', 'push now'],
    input: MirrorRefDto, output: MirrorActionResultDto, operation: 'mirrorForcePush', route: 'POST /projects/:id/remote_mirrors/:mirror_id/sync',
    hints: [
      MAINTAINER,
      MIRROR_404,
      { text: 'the mirror may be disabled or updated too recently (GitLab allows one update every few minutes); check project.mirror_get', statuses: [400, 422, 429] },
    ],
    example: { project_id: '42', mirror_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, mirror_id: input.mirror_id, message: 'Mirror update started.' }), render: (out, input) => renderMirrorAction(out, `Push mirror ${input.mirror_id} update started`), nextSteps: ['project.mirror_get to follow its update_status'] },
  })
  readonly forcePush?: Declared;

  @Action({
    id: 'project.pull_mirror_get',
    title: 'Get the pull mirror',
    description: 'Get the pull mirror of a project (Premium): source URL (credentials masked), status, last error and branch settings.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    keywords: ['upstream sync', 'import mirror', 'mirror from GitHub', 'sync from remote', 'inbound mirror'],
    input: ProjectIdDto,
    output: PullMirrorDto,
    operation: 'pullMirrorGet',
    route: 'GET /projects/:id/mirror/pull',
    hints: [PULL_ROLE, { text: 'the project may have no pull mirror; set one up with project.pull_mirror_configure', statuses: [400, 404] }],
    example: { project_id: '42' },
  })
  async pullMirrorGet(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<PullMirrorDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: `${projectPath(input.project_id)}/mirror/pull`, signal: ctx.signal });
    const out: PullMirrorDto = { ...toPullMirror(res.data), next_steps: ['project.start_mirroring to pull now', 'project.pull_mirror_configure to change it'] };
    return respond(out, renderPullMirror(out, input.project_id));
  }

  @Action({
    id: 'project.pull_mirror_configure',
    title: 'Configure the pull mirror',
    description: 'Set up, change or turn off (enabled false) pulling the project from another repository (Premium). The password is write-only; credentials in the URL are masked in answers.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['upstream sync', 'mirror from GitHub', 'sync from remote', 'import mirror', 'inbound mirror'],
    input: ConfigurePullMirrorDto,
    output: PullMirrorDto,
    operation: 'pullMirrorConfigure',
    route: 'PUT /projects/:id/mirror/pull',
    hints: [PULL_ROLE, { text: 'GitLab refused the settings: check url and that mirror_branch_regex is not combined with only_mirror_protected_branches', statuses: [400, 422] }],
    example: { project_id: '42', enabled: true, url: 'https://git.example.com/upstream/backend.git', auth_user: 'mirror-bot', auth_password: 'example-token', mirror_trigger_builds: false },
  })
  async pullMirrorConfigure(input: ConfigurePullMirrorDto, ctx: ActionContext): Promise<ActionResult<PullMirrorDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: `${projectPath(project_id)}/mirror/pull`, body, signal: ctx.signal });
    const out: PullMirrorDto = { ...toPullMirror(res.data), next_steps: ['project.start_mirroring to pull now', 'project.pull_mirror_get to follow its status'] };
    return respond(out, renderPullMirror(out, project_id, `Pull mirror of project ${project_id} configured`));
  }

  @Action({
    id: 'project.start_mirroring', title: 'Pull from the mirror now', tier: 'premium', readOnly: false, destructive: false,
    description: 'Start a pull mirror update of a project now (Premium) instead of waiting for the schedule.',
    keywords: ['sync now', 'fetch upstream', 'refresh mirror', 'upstream sync', 'import mirror update'],
    input: ProjectIdDto, output: MirrorActionResultDto, operation: 'startMirroring', route: 'POST /projects/:id/mirror/pull',
    hints: [PULL_ROLE, { text: 'the project may have no pull mirror or it is disabled; see project.pull_mirror_get', statuses: [400, 422] }],
    example: { project_id: '42' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: 'Pull mirror update scheduled.' }), render: (out, input) => renderMirrorAction(out, `Pull mirror update of project ${input.project_id} started`), nextSteps: ['project.pull_mirror_get to follow its update_status'] },
  })
  readonly startMirroring?: Declared;
}
