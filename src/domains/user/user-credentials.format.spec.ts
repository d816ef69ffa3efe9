import { renderEmailList } from './user-emails.format';
import { renderCredentialDeletion, renderGpgKey, sshKeySummary } from './user-keys.format';
import { impersonationTokenOf } from './impersonation-token';
import { renderImpersonationTokenList, renderNewUserToken, renderTokenRevocation } from './user-tokens.format';

const PAGE = { page: 1, per_page: 20, total_items: 1, total_pages: 1, next_page: 0, prev_page: 0, has_more: false };

describe('user keys, emails and tokens Markdown', () => {
  it('A-71 shows an SSH key by type, body end and comment, never whole', () => {
    expect(sshKeySummary('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPeXKe0gGjApD7McDsHmK5I9JY9JPSdsBTogMrY/hwJa root@story')).toBe('ssh-ed25519 …MrY/hwJa root@story');
    expect(sshKeySummary('ssh-rsa AAAAB3NzaC1yc2E')).toBe('ssh-rsa …zaC1yc2E');
    expect(sshKeySummary(undefined)).toBeUndefined();
  });

  it('summarises a GPG key instead of printing the armored block', () => {
    const text = renderGpgKey({ id: 7, key: '-----BEGIN PGP PUBLIC KEY BLOCK-----\nabc\n-----END PGP PUBLIC KEY BLOCK-----', created_at: '2025-03-11T10:00:00.000Z' });
    expect(text).toBe('## GPG key 7\n\n- **ID**: 7\n- **Key**: PGP public key block, 75 characters\n- **Created**: 2025-03-11 10:00 UTC');
  });

  it('says whether each email is confirmed', () => {
    const text = renderEmailList({ emails: [{ id: 1, email: 'a@example.com', confirmed_at: '2025-03-12T08:00:00.000Z' }, { id: 2, email: 'b@example.com' }], pagination: PAGE }, 4);
    expect(text).toContain('## Secondary email addresses of user 4');
    expect(text).toContain('| 1 | a@example.com | confirmed 2025-03-12 08:00 UTC |');
    expect(text).toContain('| 2 | b@example.com | waiting for confirmation |');
  });

  it('A-71 a new token shows its value once with the store-now warning; lists and gets drop it', () => {
    const text = renderNewUserToken({ id: 9, name: 'ci', user_id: 3, scopes: ['read_api'], token: 'glpat-sim-minted-000000000009' }, 'Personal access token created:');
    expect(text.split('glpat-sim-minted-000000000009')).toHaveLength(2);
    expect(text).toContain('(shown once)');
    const listed = impersonationTokenOf({ id: 9, name: 'ci', token: 'glpat-sim-minted-000000000009', impersonation: true, active: true, revoked: false });
    expect(listed).not.toHaveProperty('token');
    const list = renderImpersonationTokenList({ tokens: [listed], pagination: PAGE }, 4);
    expect(list).not.toContain('glpat-');
    expect(list).toContain('| 9 | ci | active |');
  });

  it('A-71 a revocation and a deletion say what stops working', () => {
    expect(renderTokenRevocation({ user_id: 4, token_id: 106, message: 'Everything that uses impersonation token 106 stops working now.' })).toBe(
      '## Impersonation token 106 revoked\n\n- **User**: 4\n- **Result**: Everything that uses impersonation token 106 stops working now.',
    );
    expect(renderCredentialDeletion({ kind: 'Email', id: 3, user_id: 4, message: 'Email address removed.' })).toBe('## Email 3 deleted\n\n- **Owner**: user 4\n- **Result**: Email address removed.');
  });
});
