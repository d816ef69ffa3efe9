import { pageLocally } from '../shared/local-page';
import { renderHook, renderHookList, toHook } from './project-hooks.format';
import { integrationBody } from './project-integrations.actions';
import { renderIntegration, toIntegrationDetail } from './project-integrations.format';
import { renderMirror, renderMirrorList, renderPullMirror, toMirror, toPullMirror } from './project-mirrors.format';
import { renderPagesDomain, toPagesDomain } from './project-pages.format';
import { isSecretKey, maskUrlCredentials } from '../shared/settings-secrets';

const TOKEN = 'tok-5f1c9a7e-never-show';
const HEADER_VALUE = 'Bearer hdr-92b1-never-show';
const VARIABLE_VALUE = 'var-77aa-never-show';
const PASSWORD = 'pw-0c4d-never-show';
const PAGE = { page: 1, per_page: 20, total_items: 1, total_pages: 1, next_page: 0, prev_page: 0, has_more: false };

/** Everything a result shows: the Markdown and the structured output. */
const shown = (structured: object, markdown: string): string => `${markdown}\n${JSON.stringify(structured)}`;

const expectNoSecret = (text: string): void => {
  for (const secret of [TOKEN, HEADER_VALUE, VARIABLE_VALUE, PASSWORD]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
};

describe('project settings: secrets given in input never appear in the output', () => {
  // An answer that echoes what was sent (a proxy, a stub or an older instance), secrets included.
  const echoedHook = {
    id: 7,
    url: `https://ci:${PASSWORD}@ci.example.com/hook?private_token=${TOKEN}&branch=main`,
    name: 'CI',
    token: TOKEN,
    signing_token: TOKEN,
    token_present: true,
    push_events: true,
    custom_headers: [{ key: 'Authorization', value: HEADER_VALUE }],
    url_variables: [{ key: 'env', value: VARIABLE_VALUE }],
    custom_webhook_template: '{"event":"{{object_kind}}"}',
  };

  it('a webhook keeps header and variable names only, masks URL credentials and says whether a token is set', () => {
    const hook = toHook(echoedHook);
    expect(hook).toMatchObject({ id: 7, token_present: true, custom_headers: [{ key: 'Authorization' }], url_variables: [{ key: 'env' }] });
    expect(hook.url).toBe('https://*****:*****@ci.example.com/hook?private_token=*****&branch=main');
    expect(Object.keys(hook)).not.toContain('token');
    const md = renderHook(hook);
    expect(md).toContain('- **Secret token**: set (write-only, not shown)');
    expect(md).toContain('- **Custom headers**: Authorization');
    expectNoSecret(shown(hook, md));
    const list = { hooks: [hook], pagination: PAGE };
    expectNoSecret(shown(list, renderHookList(list, '42')));
  });

  it('a push mirror URL is masked the way GitLab scrubs it, in the URL and in the last error', () => {
    const mirror = toMirror({ id: 3, url: `https://mirror-bot:${PASSWORD}@git.example.com/acme/backend.git`, last_error: `fatal: unable to access 'https://mirror-bot:${PASSWORD}@git.example.com/'` });
    expect(mirror.url).toBe('https://*****:*****@git.example.com/acme/backend.git');
    expectNoSecret(shown(mirror, renderMirror(mirror)));
    const list = { mirrors: [mirror], pagination: PAGE };
    expectNoSecret(shown(list, renderMirrorList(list, '42')));
    const pull = toPullMirror({ url: `https://${TOKEN}@git.example.com/upstream.git`, enabled: true });
    expect(pull.url).toBe('https://*****@git.example.com/upstream.git');
    expectNoSecret(shown(pull, renderPullMirror(pull, '42')));
  });

  it('an integration leaves credential settings out and names them as write-only', () => {
    const detail = toIntegrationDetail({
      id: 1,
      title: 'Jira',
      slug: 'jira',
      active: true,
      properties: { url: 'https://jira.example.com', username: 'bot', password: PASSWORD, api_token: TOKEN, webhook: `https://hooks.example.com/${TOKEN}`, api_url: `https://bot:${PASSWORD}@jira-api.example.com`, project_keys: ['BE'] },
    });
    expect(detail.properties).toEqual({ url: 'https://jira.example.com', username: 'bot', api_url: 'https://*****:*****@jira-api.example.com', project_keys: ['BE'] });
    expect(detail.hidden_properties).toEqual(['password', 'api_token', 'webhook']);
    const md = renderIntegration(detail);
    expect(md).toContain('- **Write-only settings (not shown)**: password, api_token, webhook');
    expectNoSecret(shown(detail, md));
  });

  it('a Pages domain keeps the public certificate and drops a private key', () => {
    const domain = toPagesDomain({ domain: 'docs.example.com', key: PASSWORD, certificate: { subject: '/CN=docs.example.com', expired: false, certificate: '-----BEGIN CERTIFICATE-----' } });
    expect(domain.certificate).toEqual({ subject: '/CN=docs.example.com', expired: false, certificate: '-----BEGIN CERTIFICATE-----' });
    expectNoSecret(shown(domain, renderPagesDomain(domain)));
  });
});

describe('maskUrlCredentials', () => {
  it.each([
    ['https://user:pass@example.com/r.git', 'https://*****:*****@example.com/r.git'],
    ['https://glpat-abc@example.com/r.git', 'https://*****@example.com/r.git'],
    ['https://example.com/hook?token=abc&x=1', 'https://example.com/hook?token=*****&x=1'],
    ['https://example.com/hook?sig=abc', 'https://example.com/hook?sig=*****'],
    ['https://example.com/plain/path.git', 'https://example.com/plain/path.git'],
    ['https://*****:*****@example.com/r.git', 'https://*****:*****@example.com/r.git'],
  ])('%s → %s', (input, expected) => {
    expect(maskUrlCredentials(input)).toBe(expected);
  });

  it('recognises credential setting names', () => {
    expect(['password', 'token', 'api_key', 'api_token', 'webhook', 'app_store_private_key', 'service_account_key', 'diffblue_license_key', 'diffblue_access_token_secret', 'user_key'].filter((k) => !isSecretKey(k))).toEqual([]);
    expect(['url', 'api_url', 'username', 'diffblue_access_token_name', 'app_store_private_key_file_name', 'push_events'].filter(isSecretKey)).toEqual([]);
  });
});

describe('integrationBody', () => {
  it('sends the documented settings of the slug', () => {
    expect(integrationBody('integrationSet', 'slack', { webhook: 'https://hooks.slack.com/x', push_events: true })).toEqual({ webhook: 'https://hooks.slack.com/x', push_events: true });
  });

  it('refuses an undocumented setting with the closest names, before anything is sent', () => {
    expect(() => integrationBody('integrationSet', 'slack', { webhok: 'x' })).toThrow(/^integrationSet: invalid params for this action: json: unknown field "properties\.webhok"\. Did you mean webhook\? The slack integration takes: /);
  });

  it('refuses nested values', () => {
    expect(() => integrationBody('integrationSet', 'jira', { url: { a: 1 } })).toThrow('integrationSet: invalid params: properties.url must be a string, number, boolean or a list of them');
  });
});

describe('pageLocally', () => {
  it('cuts one page with exact totals', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageLocally(items, { page: 3, per_page: 20 })).toEqual({ items: [40, 41, 42, 43, 44], pagination: { page: 3, per_page: 20, total_items: 45, total_pages: 3, next_page: 0, prev_page: 2, has_more: false } });
    expect(pageLocally([], {}).pagination).toMatchObject({ page: 1, total_items: 0, total_pages: 1, has_more: false });
  });
});
