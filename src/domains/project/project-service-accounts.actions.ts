import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath } from '../shared/project-ref.js';
import { ListProjectServiceAccountsDto } from './dto/service-account-params.dto.js';
import { ServiceAccountDto, ServiceAccountListDto } from './dto/service-account.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderServiceAccountList } from './project-service-accounts.format.js';

/** Project service accounts (non-human users for automation) and their access tokens. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectServiceAccountActions {
  @Action({
    id: 'project.service_account_list',
    title: 'List project service accounts',
    description: 'List the service accounts (non-human users for automation) provisioned in a project. Needs Maintainer or Owner role; GitLab 18.11 or later.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListProjectServiceAccountsDto,
    output: ServiceAccountListDto,
    operation: 'list project service accounts',
    route: 'GET /projects/:id/service_accounts',
    hints: [{ text: 'listing project service accounts requires Maintainer or Owner role', statuses: [403], namesRole: true }],
    example: { project_id: '42', order_by: 'username', sort: 'asc' },
  })
  async serviceAccountList(input: ListProjectServiceAccountsDto, ctx: ActionContext): Promise<ActionResult<ServiceAccountListDto>> {
    const { project_id, page, per_page, ...order } = input;
    const res = await ctx.gitlab.rest<ServiceAccountDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/service_accounts`,
      query: { ...order, page, per_page },
      signal: ctx.signal,
    });
    const out: ServiceAccountListDto = {
      service_accounts: res.data,
      pagination: pageOf(res, input),
      next_steps: ['project.service_account_get for one service account', 'project.service_account_pat_list to review its access tokens'],
    };
    return respond(out, renderServiceAccountList(out, project_id));
  }
}
