import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { ListProtectedEnvironmentsDto, ProtectedEnvironmentRefDto, ProtectEnvironmentDto, UpdateProtectedEnvironmentDto } from './dto/protected-environment-params.dto.js';
import { ProtectedEnvironmentDto, ProtectedEnvironmentListDto, UnprotectEnvironmentResultDto } from './dto/protected-environment.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderProtectedEnvironment, renderProtectedEnvironmentList, renderUnprotectEnvironment } from './protected-environments.format.js';

const ROLE_HINT = { text: 'managing protected environments requires the Maintainer role or higher and GitLab Premium', statuses: [401, 403], namesRole: true };
const PROTECTED_HINT = { text: 'the environment may not be protected; use environment.protected_list', statuses: [404] };

const protectedPath = (input: ProtectedEnvironmentRefDto): string => `${projectPath(input.project_id)}/protected_environments/${segment(input.name)}`;

/** Protected environments: who may deploy to an environment and whose approval a deployment needs (Premium). */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class ProtectedEnvironmentActions {
  @Action({
    id: 'environment.protected_list',
    title: 'List protected environments',
    description: 'List the protected environments of a project with who may deploy to each and the deployment approval rules.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ListProtectedEnvironmentsDto,
    output: ProtectedEnvironmentListDto,
    operation: 'protectedEnvironmentList',
    route: 'GET /projects/:id/protected_environments',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', per_page: 20 },
  })
  async list(input: ListProtectedEnvironmentsDto, ctx: ActionContext): Promise<ActionResult<ProtectedEnvironmentListDto>> {
    const res = await ctx.gitlab.rest<ProtectedEnvironmentDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/protected_environments`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ProtectedEnvironmentListDto = {
      protected_environments: res.data,
      pagination: pageOf(res, input),
      next_steps: ['environment.protected_get for one protected environment', 'environment.protected_protect to protect another environment'],
    };
    return respond(out, renderProtectedEnvironmentList(out, input.project_id));
  }

  @Action({
    id: 'environment.protected_get',
    title: 'Get a protected environment',
    description: 'Get one protected environment by name: who may deploy to it (roles, users, groups) and the deployment approval rules.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ProtectedEnvironmentRefDto,
    output: ProtectedEnvironmentDto,
    operation: 'protectedEnvironmentGet',
    route: 'GET /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, ROLE_HINT],
    example: { project_id: '42', name: 'production' },
  })
  async get(input: ProtectedEnvironmentRefDto, ctx: ActionContext): Promise<ActionResult<ProtectedEnvironmentDto>> {
    const res = await ctx.gitlab.rest<ProtectedEnvironmentDto>({ method: 'GET', path: protectedPath(input), signal: ctx.signal });
    const out: ProtectedEnvironmentDto = { ...res.data, next_steps: ['environment.protected_update to change who may deploy or approve', 'environment.protected_unprotect to remove the protection'] };
    return respond(out, renderProtectedEnvironment(out));
  }

  @Action({
    id: 'environment.protected_protect',
    title: 'Protect an environment',
    description: 'Protect an environment so that only the given roles, users or groups may deploy to it, optionally requiring approvals before each deployment.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: ProtectEnvironmentDto,
    output: ProtectedEnvironmentDto,
    operation: 'protectedEnvironmentProtect',
    route: 'POST /projects/:id/protected_environments',
    hints: [
      { text: 'the environment may already be protected (use environment.protected_get), or an entry names a user without project access or a group the project is not shared with', statuses: [400, 409, 422] },
      ROLE_HINT,
    ],
    example: { project_id: '42', name: 'staging', deploy_access_levels: [{ access_level: 40 }], approval_rules: [{ access_level: 40, required_approvals: 1 }] },
  })
  async protect(input: ProtectEnvironmentDto, ctx: ActionContext): Promise<ActionResult<ProtectedEnvironmentDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<ProtectedEnvironmentDto>({ method: 'POST', path: `${projectPath(project_id)}/protected_environments`, body, signal: ctx.signal });
    const out: ProtectedEnvironmentDto = { ...res.data, next_steps: ['environment.protected_list to review all protected environments'] };
    return respond(out, renderProtectedEnvironment(out, 'Environment protected:'));
  }

  @Action({
    id: 'environment.protected_update',
    title: 'Update a protected environment',
    description: 'Change who may deploy to a protected environment or who must approve: add entries, change them by id, or remove them by id with _destroy.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: UpdateProtectedEnvironmentDto,
    output: ProtectedEnvironmentDto,
    operation: 'protectedEnvironmentUpdate',
    route: 'PUT /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, { text: 'an entry to change or remove must carry the id shown by environment.protected_get', statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', name: 'production', approval_rules: [{ access_level: 40, required_approvals: 1 }] },
  })
  async update(input: UpdateProtectedEnvironmentDto, ctx: ActionContext): Promise<ActionResult<ProtectedEnvironmentDto>> {
    const { project_id, name, ...body } = input;
    const res = await ctx.gitlab.rest<ProtectedEnvironmentDto>({ method: 'PUT', path: protectedPath({ project_id, name }), body, signal: ctx.signal });
    const out: ProtectedEnvironmentDto = { ...res.data, next_steps: ['environment.protected_get to review the rules'] };
    return respond(out, renderProtectedEnvironment(out, 'Protected environment updated:'));
  }

  @Action({
    id: 'environment.protected_unprotect',
    title: 'Unprotect an environment',
    description: 'Remove the protection of an environment, with its deploy rights and approval rules, so that anyone with Developer access may deploy to it again.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ProtectedEnvironmentRefDto,
    output: UnprotectEnvironmentResultDto,
    operation: 'protectedEnvironmentUnprotect',
    route: 'DELETE /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, ROLE_HINT],
    example: { project_id: '42', name: 'production' },
  })
  async unprotect(input: ProtectedEnvironmentRefDto, ctx: ActionContext): Promise<ActionResult<UnprotectEnvironmentResultDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: protectedPath(input), signal: ctx.signal });
    const out: UnprotectEnvironmentResultDto = {
      project_id: input.project_id,
      name: input.name,
      message: 'Protection removed with its deploy rights and approval rules.',
      next_steps: ['environment.protected_list to review the remaining protected environments'],
    };
    return respond(out, renderUnprotectEnvironment(out));
  }
}
