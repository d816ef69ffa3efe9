import { renderCredentialPatList, renderGroupSecuritySettings } from './group-credentials.format';
import { renderGroupHookOutcome, toGroupHook } from './group-hooks.format';
import { renderGroupSsoOutcome, renderLdapLinkList } from './group-sso-links.format';

const PAGE = { page: 1, per_page: 20, total_items: 1, total_pages: 1, next_page: 0, prev_page: 0, has_more: false };

describe('group governance renderers', () => {
  it('A-71 a group webhook keeps header and variable names only and masks URL credentials', () => {
    const hook = toGroupHook({
      id: 3,
      url: 'https://user:pa55@hooks.example.com/x',
      group_id: 70,
      member_events: true,
      push_events: 'yes',
      token_present: true,
      custom_headers: [{ key: 'Authorization', value: 'Bearer leaked' }],
      url_variables: [{ key: 'env' }],
    });
    expect(hook).toMatchObject({ id: 3, group_id: 70, member_events: true, token_present: true, custom_headers: [{ key: 'Authorization' }], url_variables: [{ key: 'env' }] });
    expect(hook.push_events).toBeUndefined();
    expect(JSON.stringify(hook)).not.toContain('leaked');
    expect(JSON.stringify(hook)).not.toContain('pa55');
  });

  it('an outcome card lists only the rows that apply', () => {
    expect(renderGroupHookOutcome({ group_id: 'platform', hook_id: 1, message: 'Webhook deleted.' }, 'Webhook 1 deleted')).toBe(
      '## Webhook 1 deleted\n\n- **Group**: platform\n- **Webhook**: 1\n- **Result**: Webhook deleted.',
    );
    expect(renderGroupSsoOutcome({ group_id: 'platform', message: 'LDAP sync queued.' }, 'LDAP sync queued')).toBe('## LDAP sync queued\n\n- **Group**: platform\n- **Result**: LDAP sync queued.');
  });

  it('LDAP links name the role a link grants', () => {
    const text = renderLdapLinkList({ ldap_links: [{ cn: 'engineering', provider: 'ldapmain', group_access: 30 }], pagination: PAGE }, 'platform');
    expect(text).toContain('| ldapmain | engineering | — | Developer |');
  });

  it('A-71 the credentials inventory table has no token column', () => {
    const text = renderCredentialPatList({ tokens: [{ id: 9, name: 'laptop', user_id: 3, scopes: ['api'], active: true, revoked: false }], pagination: PAGE }, 'platform');
    expect(text.split('\n')[2]).toBe('| ID | Name | User | State | Scopes | Expires | Last used |');
  });

  it('security settings say on or off', () => {
    expect(renderGroupSecuritySettings({ group_id: 'platform', secret_push_protection_enabled: true, errors: [] })).toContain('- **Secret push protection**: on');
  });
});
