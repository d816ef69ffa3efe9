import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { AddLdapLinkDto, AddSamlLinkDto, DeleteLdapLinkDto, LdapProviderLinkRefDto, ListSamlUsersDto, SamlLinkRefDto } from './dto/group-sso-link-params.dto.js';
import { GroupSsoOutcomeDto, LdapLinkDto, LdapLinkListDto, SamlLinkDto, SamlLinkListDto, SamlUserListDto } from './dto/group-sso-link.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupSsoOutcome, renderLdapLink, renderLdapLinkList, renderSamlLink, renderSamlLinkList, renderSamlUserList } from './group-sso-links.format.js';

const OWNER = { text: 'group LDAP and SAML links are managed by Owners of the group (Premium)', statuses: [401, 403], namesRole: true };
const LDAP_404 = { text: 'the group or LDAP link may not exist, LDAP may not be configured on the instance, or the group is not on Premium; use group.ldap_link_list', statuses: [404] };
const SAML_404 = { text: 'the group or SAML link may not exist, SAML SSO may not be set up for the group, or it is not on Premium; use group.saml_link_list', statuses: [404] };

/** LDAP and SAML group links (Premium): members of a directory or identity-provider group get a role in the GitLab group. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupSsoLinkActions {
  @Action({
    id: 'group.ldap_link_list', title: 'List group LDAP links', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the LDAP group links of a group: which LDAP groups or filters of which server grant which role on sync.',
    keywords: ['Active Directory', 'AD group', 'directory sync', 'LDAP group sync'],
    input: GroupIdDto, output: LdapLinkListDto, operation: 'groupLdapLinkList', route: 'GET /groups/:id/ldap_group_links',
    hints: [OWNER, LDAP_404],
    example: { group_id: 'platform' },
    reply: { list: 'ldap_links', render: (out, input) => renderLdapLinkList(out, input.group_id), nextSteps: ['group.ldap_link_add to link another LDAP group', 'group.ldap_sync to sync the members now'] },
  })
  readonly ldapLinkList?: Declared;

  @Action({
    id: 'group.ldap_link_add', title: 'Add a group LDAP link', tier: 'premium', readOnly: false, destructive: false,
    description: 'Link an LDAP group (by cn) or an LDAP filter to the group: its members get the given role at the next sync. Give cn or filter.',
    keywords: ['Active Directory', 'AD group', 'directory sync', 'map LDAP group'],
    input: AddLdapLinkDto, output: LdapLinkDto, operation: 'groupLdapLinkAdd', route: 'POST /groups/:id/ldap_group_links',
    hints: [OWNER, LDAP_404, { text: 'give exactly one of cn or filter, a known provider and a valid group_access; the link may already exist', statuses: [400, 409, 422] }],
    example: { group_id: 'platform', cn: 'platform-admins', group_access: 40, provider: 'ldapmain' },
    reply: { render: (out) => renderLdapLink(out, 'LDAP link added'), nextSteps: ['group.ldap_sync to apply it now', 'group.ldap_link_list to review the links'] },
  })
  readonly ldapLinkAdd?: Declared;

  @Action({
    id: 'group.ldap_link_delete', title: 'Delete a group LDAP link', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an LDAP link of the group, named by cn or filter (and provider): at the next sync its members lose the access it granted.',
    keywords: ['Active Directory', 'AD group', 'unlink LDAP', 'directory sync'],
    input: DeleteLdapLinkDto, output: GroupSsoOutcomeDto, operation: 'groupLdapLinkDelete', route: 'DELETE /groups/:id/ldap_group_links',
    hints: [OWNER, LDAP_404, { text: 'give cn or filter of an existing link', statuses: [400, 422] }],
    example: { group_id: 'platform', cn: 'engineering', provider: 'ldapmain' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, link: input.cn ?? input.filter, message: 'LDAP link removed; its members lose the access it granted at the next sync.' }),
      render: (out) => renderGroupSsoOutcome(out, 'LDAP link removed'),
      nextSteps: ['group.ldap_link_list to review the remaining links'],
    },
  })
  readonly ldapLinkDelete?: Declared;

  @Action({
    id: 'group.ldap_link_delete_for_provider', title: 'Delete a group LDAP link of a provider', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the LDAP link of one LDAP server (provider) and group cn: at the next sync its members lose the access it granted.',
    keywords: ['Active Directory', 'AD server', 'LDAP server', 'unlink LDAP'],
    input: LdapProviderLinkRefDto, output: GroupSsoOutcomeDto, operation: 'groupLdapLinkDeleteForProvider', route: 'DELETE /groups/:id/ldap_group_links/:provider/:cn',
    hints: [OWNER, LDAP_404],
    example: { group_id: 'platform', provider: 'ldapmain', cn: 'operations' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, link: `${input.provider}/${input.cn}`, message: 'LDAP link removed; its members lose the access it granted at the next sync.' }),
      render: (out) => renderGroupSsoOutcome(out, 'LDAP link removed'),
      nextSteps: ['group.ldap_link_list to review the remaining links'],
    },
  })
  readonly ldapLinkDeleteForProvider?: Declared;

  @Action({
    id: 'group.ldap_sync', title: 'Sync a group with LDAP', tier: 'premium', readOnly: false, destructive: false,
    description: 'Queue a sync of the group members with its LDAP links now (GitLab otherwise syncs on a schedule); members are added, changed or removed in the background.',
    keywords: ['Active Directory', 'resync', 'directory sync', 'refresh members'],
    input: GroupIdDto, output: GroupSsoOutcomeDto, operation: 'groupLdapSync', route: 'POST /groups/:id/ldap_sync',
    hints: [OWNER, LDAP_404],
    example: { group_id: 'platform' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, message: 'LDAP sync queued; the members change in the background.' }),
      render: (out) => renderGroupSsoOutcome(out, 'LDAP sync queued'),
      nextSteps: ['group.member_list to see the members after the sync'],
    },
  })
  readonly ldapSync?: Declared;

  @Action({
    id: 'group.saml_link_list', title: 'List group SAML links', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the SAML group links of a group: which identity-provider groups grant which role when their members sign in.',
    keywords: ['SSO', 'IdP groups', 'Okta', 'Azure AD', 'group mapping'],
    input: GroupIdDto, output: SamlLinkListDto, operation: 'groupSamlLinkList', route: 'GET /groups/:id/saml_group_links',
    hints: [OWNER, SAML_404],
    example: { group_id: 'platform' },
    reply: { list: 'saml_links', render: (out, input) => renderSamlLinkList(out, input.group_id), nextSteps: ['group.saml_link_get for one link', 'group.saml_link_add to link another SAML group'] },
  })
  readonly samlLinkList?: Declared;

  @Action({
    id: 'group.saml_link_get', title: 'Get a group SAML link', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one SAML group link of a group: the role its members get.',
    keywords: ['SSO', 'IdP group', 'group mapping', 'Okta'],
    input: SamlLinkRefDto, output: SamlLinkDto, operation: 'groupSamlLinkGet', route: 'GET /groups/:id/saml_group_links/:saml_group_name',
    hints: [OWNER, SAML_404],
    example: { group_id: 'platform', saml_group_name: 'Engineering' },
    reply: { render: (out) => renderSamlLink(out), nextSteps: ['group.saml_link_delete to remove it'] },
  })
  readonly samlLinkGet?: Declared;

  @Action({
    id: 'group.saml_link_add', title: 'Add a group SAML link', tier: 'premium', readOnly: false, destructive: false,
    description: 'Link a SAML group of the identity provider to the group: its members get the given role the next time they sign in with SSO.',
    keywords: ['SSO', 'IdP group', 'Okta', 'Azure AD', 'map SAML group', 'group mapping'],
    input: AddSamlLinkDto, output: SamlLinkDto, operation: 'groupSamlLinkAdd', route: 'POST /groups/:id/saml_group_links',
    hints: [OWNER, SAML_404, { text: 'the link may already exist, or access_level is not a valid role', statuses: [400, 409, 422] }],
    example: { group_id: 'platform', saml_group_name: 'Platform Admins', access_level: 40 },
    reply: { render: (out) => renderSamlLink(out, 'SAML link added:'), nextSteps: ['group.saml_link_list to review the links'] },
  })
  readonly samlLinkAdd?: Declared;

  @Action({
    id: 'group.saml_link_delete', title: 'Delete a group SAML link', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a SAML group link: its members lose the access it granted the next time they sign in with SSO.',
    keywords: ['SSO', 'IdP group', 'unlink SAML', 'group mapping'],
    input: SamlLinkRefDto, output: GroupSsoOutcomeDto, operation: 'groupSamlLinkDelete', route: 'DELETE /groups/:id/saml_group_links/:saml_group_name',
    hints: [OWNER, SAML_404],
    example: { group_id: 'platform', saml_group_name: 'Engineering' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, link: input.saml_group_name, message: 'SAML link removed; its members lose the access it granted at their next SSO sign-in.' }),
      render: (out) => renderGroupSsoOutcome(out, 'SAML link removed'),
      nextSteps: ['group.saml_link_list to review the remaining links'],
    },
  })
  readonly samlLinkDelete?: Declared;

  @Action({
    id: 'group.saml_users_list', title: 'List group SAML users', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the users of a top-level group that have a SAML identity for its SSO, filtered by name, username, state or creation date.',
    keywords: ['SSO users', 'IdP', 'Okta', 'identity', 'enterprise users'],
    input: ListSamlUsersDto, output: SamlUserListDto, operation: 'groupSamlUsersList', route: 'GET /groups/:id/saml_users',
    hints: [OWNER, SAML_404],
    example: { group_id: 'platform', active: true, per_page: 20 },
    reply: { list: 'users', render: (out, input) => renderSamlUserList(out, input.group_id), nextSteps: ['group.member_list to see their roles'] },
  })
  readonly samlUsersList?: Declared;
}
