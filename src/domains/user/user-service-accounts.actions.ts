import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ServiceAccountDto } from '../shared/service-account.dto.js';
import { CreateInstanceServiceAccountDto, CreateRunnerDto, ListInstanceServiceAccountsDto, UpdateInstanceServiceAccountDto } from './dto/runner-params.dto.js';
import { ServiceAccountListDto } from '../shared/service-account.dto.js';
import { RunnerRegistrationDto } from './dto/runner.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderRunnerCreated, renderServiceAccount, renderServiceAccountList } from './user-service-accounts.format.js';

const ADMIN = "Needs an administrator's token; GitLab answers 403 otherwise.";
const ADMIN_ROLE = { text: 'instance service accounts need an administrator\'s token', statuses: [401, 403], namesRole: true };

/** Runners the current user creates, and the instance's service accounts. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserServiceAccountActions {
  @Action({
    id: 'user.create_runner', title: 'Create a runner', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a runner for the instance (administrators), a group (Owner) or a project (Maintainer) and get its authentication token (glrt-...), shown once, to register the runner with.',
    keywords: ['glrt', 'runner token', 'register runner', 'CI runner', 'runner registration'],
    input: CreateRunnerDto, output: RunnerRegistrationDto, operation: 'createRunner', route: 'POST /user/runners',
    hints: [
      { text: 'group_type needs group_id and project_type needs project_id', statuses: [400] },
      { text: 'instance runners need an administrator, group runners the Owner role, project runners the Maintainer role; the token needs the create_runner scope', statuses: [401, 403], namesRole: true },
    ],
    example: { runner_type: 'project_type', project_id: 42, description: 'docker runner on build-01', tag_list: ['docker', 'linux'] },
    reply: { render: renderRunnerCreated },
  })
  readonly createRunner?: Declared;

  @Action({
    id: 'user.create_service_account', title: 'Create an instance service account', tier: 'free', readOnly: false, destructive: false,
    description: `Create a service account of the instance (a bot user for automation; give it tokens and memberships afterwards). ${ADMIN}`,
    keywords: ['admin', 'bot user', 'machine user', 'robot account', 'automation user', 'non-human'],
    input: CreateInstanceServiceAccountDto, output: ServiceAccountDto, operation: 'createServiceAccount', route: 'POST /service_accounts',
    hints: [{ text: 'the username or email is already taken', statuses: [400, 409] }, ADMIN_ROLE],
    example: { name: 'Release bot', username: 'release-bot' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account created:'), nextSteps: ['user.list_service_accounts to see them all'] },
  })
  readonly createServiceAccount?: Declared;

  @Action({
    id: 'user.list_service_accounts', title: 'List instance service accounts', tier: 'free', readOnly: true, destructive: false,
    description: `List the service accounts of the instance. ${ADMIN}`,
    keywords: ['admin', 'bot users', 'machine users', 'robot accounts', 'instance-wide'],
    input: ListInstanceServiceAccountsDto, output: ServiceAccountListDto, operation: 'listServiceAccounts', route: 'GET /service_accounts',
    hints: [ADMIN_ROLE],
    example: { order_by: 'username', sort: 'asc' },
    reply: { list: 'service_accounts', render: (out) => renderServiceAccountList(out), nextSteps: ['user.update_service_account to rename one'] },
  })
  readonly listServiceAccounts?: Declared;

  @Action({
    id: 'user.update_service_account', title: 'Change an instance service account', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Change the name, username or email of a service account of the instance. ${ADMIN}`,
    keywords: ['admin', 'bot user', 'machine user', 'rename service account'],
    input: UpdateInstanceServiceAccountDto, output: ServiceAccountDto, operation: 'updateServiceAccount', route: 'PATCH /service_accounts/:user_id',
    hints: [{ text: 'no service account has that user ID; use user.list_service_accounts', statuses: [404] }, { text: 'the username or email is already taken', statuses: [400, 409] }, ADMIN_ROLE],
    example: { user_id: 50, name: 'Release bot (prod)' },
    reply: { render: (out) => renderServiceAccount(out, 'Service account updated:'), nextSteps: ['user.list_service_accounts to see them all'] },
  })
  readonly updateServiceAccount?: Declared;
}
