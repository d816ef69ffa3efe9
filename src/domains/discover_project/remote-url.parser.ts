/** Host and project path named by a git remote URL. */
export interface ParsedRemote {
  readonly host: string;
  readonly path: string;
}

/**
 * Parses https, ssh (`ssh://git@host:port/path`) and scp-like (`git@host:path`) remotes.
 * Returns undefined when the text names no `group/project` path.
 */
export function parseRemoteUrl(remote: string): ParsedRemote | undefined {
  const text = remote.trim();
  let host: string;
  let path: string;
  const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)(.+)$/.exec(text);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    host = scp[1];
    path = scp[2];
  } else {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    if (!['http:', 'https:', 'ssh:', 'git:'].includes(url.protocol)) return undefined;
    host = url.hostname;
    path = decodeURIComponent(url.pathname);
  }
  path = path.replace(/^\/+/, '').replace(/\/+$/, '').replace(/\.git$/, '');
  if (!/^[^/]+(\/[^/]+)+$/.test(path) || path.split('/').some((s) => s === '..' || s === '.')) return undefined;
  return { host: host.toLowerCase(), path };
}
