import { SetMetadata } from '@nestjs/common';
import { DOMAIN_METADATA } from './action-kit.constants.js';

/**
 * Options of `@Domain`.
 *
 * @publicApi
 */
export interface DomainOptions {
  /** Domain name, lower snake case (`merge_request`): the prefix of every action ID of the class. */
  readonly name: string;
  /** One line describing the domain, used by the meta tool `gitlab_<name>`. */
  readonly description: string;
  /** Words users say for the domain's objects ("MR", "pull request" for `merge_request`); searched on every action of the domain. */
  readonly keywords?: readonly string[];
  /**
   * `true`: the domain has a single action, exposed on the meta and individual surfaces as the
   * tool `gitlab_<name>` taking the action's own parameters (e.g. `gitlab_discover_project`).
   * `'per_action'`: on the meta surface each action is its own tool `gitlab_<name>_<action>`
   * instead of one dispatcher (e.g. the guided flows `gitlab_interactive_issue_create`).
   * @default false
   */
  readonly standalone?: boolean | 'per_action';
}

/**
 * Marks a provider class whose `@Action` methods belong to one GitLab domain.
 *
 * @publicApi
 * @example
 * \@Domain({ name: 'branch', description: 'Repository branches and branch protection' })
 * \@Injectable()
 * export class BranchActions { ... }
 */
export function Domain(options: DomainOptions): ClassDecorator {
  return SetMetadata(DOMAIN_METADATA, options);
}
