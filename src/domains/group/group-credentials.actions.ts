import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { accessTokenOf } from '../shared/access-token.js';
import { asBool, asObject } from '../shared/json-values.js';
import {
  CreateGroupSshCertificateDto,
  GroupCredentialPatRefDto,
  GroupCredentialSshKeyRefDto,
  GroupSshCertificateRefDto,
  ListGroupCredentialPatsDto,
  ListGroupCredentialSshKeysDto,
  ListGroupSshCertificatesDto,
  UpdateGroupSecuritySettingsDto,
} from './dto/group-credentials-params.dto.js';
import {
  CredentialPatListDto,
  CredentialSshKeyListDto,
  GroupCredentialOutcomeDto,
  GroupSecuritySettingsDto,
  SshCertificateDto,
  SshCertificateListDto,
} from './dto/group-credentials.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import {
  renderCredentialPatList,
  renderCredentialSshKeyList,
  renderGroupCredentialOutcome,
  renderGroupSecuritySettings,
  renderSshCertificate,
  renderSshCertificateList,
} from './group-credentials.format.js';

const OWNER = { text: 'this needs the Owner role on the top-level group', statuses: [401, 403], namesRole: true };
const CERT_404 = { text: 'the group or certificate may not exist, or the group is not a top-level group on Premium; use group.ssh_cert_list', statuses: [404] };
const INVENTORY_404 = { text: 'the group or credential may not exist, or the group is not a top-level group on Ultimate (the credentials inventory is Ultimate only)', statuses: [404] };

const strings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);

/** Group SSH certificate authorities (Premium), the credentials inventory of a group's members (Ultimate) and its security settings. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupCredentialActions {
  @Action({
    id: 'group.ssh_cert_list', title: 'List group SSH certificates', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the SSH certificate authorities of a top-level group: members can push and pull over SSH with certificates they sign.',
    keywords: ['SSH CA', 'certificate authority', 'SSH certificate authority', 'cert-based auth'],
    input: ListGroupSshCertificatesDto, output: SshCertificateListDto, operation: 'groupSshCertList', route: 'GET /groups/:id/ssh_certificates',
    hints: [OWNER, CERT_404],
    example: { group_id: 'platform' },
    reply: { list: 'ssh_certificates', render: (out, input) => renderSshCertificateList(out, input.group_id), nextSteps: ['group.ssh_cert_create to add a certificate authority', 'group.ssh_cert_delete to remove one'] },
  })
  readonly sshCertList?: Declared;

  @Action({
    id: 'group.ssh_cert_create', title: 'Add a group SSH certificate', tier: 'premium', readOnly: false, destructive: false,
    description: 'Add an SSH certificate authority (its public key) to a top-level group: SSH certificates it signs authenticate group members for Git over SSH.',
    keywords: ['SSH CA', 'certificate authority', 'trusted CA key', 'cert-based auth'],
    input: CreateGroupSshCertificateDto, output: SshCertificateDto, operation: 'groupSshCertCreate', route: 'POST /groups/:id/ssh_certificates',
    hints: [OWNER, CERT_404, { text: 'the key is not a valid SSH public key, or it is already added to a group', statuses: [400, 409, 422] }],
    example: { group_id: 'platform', title: 'Corporate SSH CA', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExampleCertificateAuthorityKey ca@example.com' },
    reply: { render: renderSshCertificate, nextSteps: ['group.ssh_cert_list to review the certificate authorities'] },
  })
  readonly sshCertCreate?: Declared;

  @Action({
    id: 'group.ssh_cert_delete', title: 'Delete a group SSH certificate', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an SSH certificate authority from a top-level group: certificates it signed no longer authenticate anyone.',
    keywords: ['SSH CA', 'certificate authority', 'untrust CA', 'cert-based auth'],
    input: GroupSshCertificateRefDto, output: GroupCredentialOutcomeDto, operation: 'groupSshCertDelete', route: 'DELETE /groups/:id/ssh_certificates/:ssh_certificates_id',
    hints: [OWNER, CERT_404],
    example: { group_id: 'platform', ssh_certificates_id: 1 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, id: input.ssh_certificates_id, message: `SSH certificate ${input.ssh_certificates_id} removed: everything that uses certificates it signed stops working now.` }),
      render: (out) => renderGroupCredentialOutcome(out, `SSH certificate ${out.id} removed`),
      nextSteps: ['group.ssh_cert_list to review the remaining certificate authorities'],
    },
  })
  readonly sshCertDelete?: Declared;

  @Action({
    id: 'group.credential_list_pats', title: 'List the group credentials inventory tokens', tier: 'ultimate', readOnly: true, destructive: false,
    description: 'List the personal access tokens of the enterprise users of a top-level group (credentials inventory, Ultimate): owner, scopes, state, expiry, last use. Token values are never shown.',
    keywords: ['PATs', 'enterprise users', 'token audit', 'glpat', 'compliance'],
    input: ListGroupCredentialPatsDto, output: CredentialPatListDto, operation: 'groupCredentialListPats', route: 'GET /groups/:id/manage/personal_access_tokens',
    hints: [OWNER, INVENTORY_404],
    example: { group_id: 'platform', state: 'active', sort: 'expires_asc' },
    reply: {
      list: 'tokens',
      shape: (answer) => (answer as unknown[]).map((t) => accessTokenOf(asObject(t) ?? {})),
      render: (out, input) => renderCredentialPatList(out, input.group_id),
      nextSteps: ['group.credential_revoke_pat to revoke a token'],
    },
  })
  readonly credentialListPats?: Declared;

  @Action({
    id: 'group.credential_revoke_pat', title: 'Revoke a token from the credentials inventory', tier: 'ultimate', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke a personal access token of an enterprise user of the group (credentials inventory, Ultimate): everything that uses it stops working at once. This cannot be undone.',
    keywords: ['PAT', 'enterprise user', 'leaked token', 'compliance', 'invalidate'],
    input: GroupCredentialPatRefDto, output: GroupCredentialOutcomeDto, operation: 'groupCredentialRevokePat', route: 'DELETE /groups/:id/manage/personal_access_tokens/:pat_id',
    hints: [OWNER, INVENTORY_404],
    example: { group_id: 'platform', pat_id: 102 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, id: input.pat_id, message: `Token ${input.pat_id} revoked: everything that uses it stops working now; its owner must create a replacement.` }),
      render: (out) => renderGroupCredentialOutcome(out, `Personal access token ${out.id} revoked`),
      nextSteps: ['group.credential_list_pats to review the remaining tokens'],
    },
  })
  readonly credentialRevokePat?: Declared;

  @Action({
    id: 'group.credential_list_ssh_keys', title: 'List the group credentials inventory SSH keys', tier: 'ultimate', readOnly: true, destructive: false,
    description: 'List the SSH keys of the enterprise users of a top-level group (credentials inventory, Ultimate): owner, usage, creation, expiry and last use.',
    keywords: ['enterprise users', 'key audit', 'compliance', 'public keys'],
    input: ListGroupCredentialSshKeysDto, output: CredentialSshKeyListDto, operation: 'groupCredentialListSshKeys', route: 'GET /groups/:id/manage/ssh_keys',
    hints: [OWNER, INVENTORY_404],
    example: { group_id: 'platform', expires_before: '2026-12-31' },
    reply: { list: 'ssh_keys', render: (out, input) => renderCredentialSshKeyList(out, input.group_id), nextSteps: ['group.credential_delete_ssh_key to remove a key'] },
  })
  readonly credentialListSshKeys?: Declared;

  @Action({
    id: 'group.credential_delete_ssh_key', title: 'Delete an SSH key from the credentials inventory', tier: 'ultimate', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete an SSH key of an enterprise user of the group (credentials inventory, Ultimate): Git over SSH with that key stops working at once.',
    keywords: ['enterprise user', 'compliance', 'public key', 'revoke key'],
    input: GroupCredentialSshKeyRefDto, output: GroupCredentialOutcomeDto, operation: 'groupCredentialDeleteSshKey', route: 'DELETE /groups/:id/manage/ssh_keys/:key_id',
    hints: [OWNER, INVENTORY_404],
    example: { group_id: 'platform', key_id: 1 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, id: input.key_id, message: `SSH key ${input.key_id} deleted: everything that uses it stops working now; its owner must add a new key.` }),
      render: (out) => renderGroupCredentialOutcome(out, `SSH key ${out.id} deleted`),
      nextSteps: ['group.credential_list_ssh_keys to review the remaining keys'],
    },
  })
  readonly credentialDeleteSshKey?: Declared;

  @Action({
    id: 'group.security_settings_update', title: 'Update group security settings', tier: 'ultimate', readOnly: false, destructive: false, idempotent: true,
    description: 'Turn secret push protection on or off for every project of a group (Ultimate), optionally leaving some projects out: pushes containing secrets are then blocked.',
    keywords: ['secret detection', 'push protection', 'leaked credentials', 'credential scanning', 'Ultimate'],
    input: UpdateGroupSecuritySettingsDto, output: GroupSecuritySettingsDto, operation: 'groupSecuritySettingsUpdate', route: 'PUT /groups/:id/security_settings',
    hints: [{ text: 'changing group security settings needs the Maintainer or Owner role on the group (Ultimate)', statuses: [401, 403], namesRole: true }, { text: 'verify group_id; security settings need GitLab Ultimate', statuses: [404] }],
    example: { group_id: 'platform', secret_push_protection_enabled: true, projects_to_exclude: [42] },
    reply: {
      shape: (answer, input) => {
        const raw = asObject(answer) ?? {};
        return { group_id: input.group_id, secret_push_protection_enabled: asBool(raw['secret_push_protection_enabled']) ?? input.secret_push_protection_enabled, errors: strings(raw['errors']) };
      },
      render: renderGroupSecuritySettings,
      nextSteps: ['project.security_settings_get to check one project'],
    },
  })
  readonly securitySettingsUpdate?: Declared;
}
