/** What the consent page shows: the client, where it sends the browser back, the scopes and the GitLab instance. */
export interface ConsentView {
  readonly clientName: string;
  readonly redirectHost: string;
  readonly scopes: readonly string[];
  readonly gitlabUrl: string;
  /** The sealed consent token the form posts back. */
  readonly consent: string;
  readonly action: string;
}

/**
 * Headers of every sign-in page: never framed, nothing loaded, forms only to this server and the
 * origins its answer redirects to (`formTargets`: GitLab, the client's redirect URI; browsers apply
 * `form-action` to every redirect of the submission).
 */
export function pageHeaders(formTargets: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'content-security-policy': `frame-ancestors 'none'; default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(' ')}`,
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    // Not no-referrer: that makes the browser post the form with `Origin: null`, which the origin check refuses.
    'referrer-policy': 'same-origin',
    'content-type': 'text/html; charset=utf-8',
  };
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const SCOPE_TEXT: Record<string, string> = {
  api: 'read and write everything your GitLab account can (api)',
  read_api: 'read everything your GitLab account can (read_api)',
};

/** The consent page (server-rendered, no script). */
export function consentPage(view: ConsentView): string {
  const scopes = view.scopes.map((s) => `<li>${escape(SCOPE_TEXT[s] ?? s)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authorize ${escape(view.clientName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}button{padding:.5rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Authorize <span id="client-name">${escape(view.clientName)}</span>?</h1>
<p>The MCP client <strong>${escape(view.clientName)}</strong> asks to act on GitLab at <strong id="gitlab-url">${escape(view.gitlabUrl)}</strong> as you, and will receive the sign-in at <strong id="redirect-host">${escape(view.redirectHost)}</strong>.</p>
<p>It will be able to:</p><ul id="scopes">${scopes}</ul>
<form method="post" action="${escape(view.action)}">
<input type="hidden" name="consent" value="${escape(view.consent)}">
<button type="submit" name="decision" value="approve" id="approve">Approve</button>
<button type="submit" name="decision" value="deny" id="deny">Deny</button>
</form></body></html>`;
}

/** An error page (the browser is not sent back to a redirect URI that could not be trusted). */
export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in refused</title></head><body><h1>Sign-in refused</h1><p id="error">${escape(message)}</p></body></html>`;
}
