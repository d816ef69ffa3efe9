import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ListNamespacesDto, NamespaceExistsDto, NamespaceRefDto, SearchNamespacesDto } from './dto/activity-params.dto.js';
import { NamespaceDto, NamespaceExistenceDto, NamespaceListDto } from './dto/namespace.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderNamespace, renderNamespaceExistence, renderNamespaceList } from './user-namespaces.format.js';

/** Namespaces (groups and personal namespaces) the current user can see. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserNamespaceActions {
  @Action({
    id: 'user.namespace_list', title: 'List namespaces', tier: 'free', readOnly: true, destructive: false,
    description: 'List the namespaces (groups and personal namespaces) the current user can see, with their kind, full path and plan; administrators see all.',
    keywords: ['personal namespace', 'user namespace', 'orgs', 'workspaces', 'subscription plan'],
    input: ListNamespacesDto, output: NamespaceListDto, operation: 'namespaceList', route: 'GET /namespaces',
    example: { top_level_only: true, per_page: 20 },
    reply: { list: 'namespaces', render: (out) => renderNamespaceList(out), nextSteps: ['user.namespace_get for one namespace'] },
  })
  readonly namespaceList?: Declared;

  @Action({
    id: 'user.namespace_search', title: 'Search namespaces', tier: 'free', readOnly: true, destructive: false,
    description: 'Find namespaces (groups and users) whose name or path contains a text, e.g. to pick where to create or transfer a project.',
    keywords: ['personal namespace', 'org search', 'target namespace', 'where to transfer'],
    input: SearchNamespacesDto, output: NamespaceListDto, operation: 'namespaceSearch', route: 'GET /namespaces',
    example: { search: 'acme' },
    reply: { list: 'namespaces', render: (out) => renderNamespaceList(out), nextSteps: ['user.namespace_get for one namespace'] },
  })
  readonly namespaceSearch?: Declared;

  @Action({
    id: 'user.namespace_get', title: 'Get a namespace', tier: 'free', readOnly: true, destructive: false,
    description: 'Get a namespace (group or personal) by ID or full path: kind, parent, plan, seats and project count.',
    keywords: ['personal namespace', 'seats', 'subscription plan', 'full path'],
    input: NamespaceRefDto, output: NamespaceDto, operation: 'namespaceGet', route: 'GET /namespaces/:id',
    notFound: { resource: 'Namespace', identifier: '{namespace_id}', nextSteps: ["Use action 'user.namespace_search' to find the namespace"] },
    example: { namespace_id: 'acme' },
    reply: { render: (out) => renderNamespace(out), nextSteps: ['user.namespace_list for the others'] },
  })
  readonly namespaceGet?: Declared;

  @Action({
    id: 'user.namespace_exists', title: 'Check whether a namespace path is taken', tier: 'free', readOnly: true, destructive: false,
    description: 'Check whether a group or user path is taken (at the top level, or inside a parent group) and get free alternatives when it is.',
    keywords: ['path available', 'name taken', 'availability', 'suggestions', 'free path'],
    input: NamespaceExistsDto, output: NamespaceExistenceDto, operation: 'namespaceExists', route: 'GET /namespaces/:id/exists',
    hints: [{ text: 'parent_id must be the numeric ID of a group you can see; user.namespace_search finds it', statuses: [404] }],
    example: { namespace_id: 'backend', parent_id: 10 },
    reply: { render: (out, input) => renderNamespaceExistence(out, input.namespace_id), nextSteps: ['user.namespace_search to see the namespaces with similar paths'] },
  })
  readonly namespaceExists?: Declared;
}
