/** One `[submodule "name"]` section of a .gitmodules file. */
export interface GitSubmodule {
  name: string;
  path?: string;
  url?: string;
  /** `group/project` of `url`, when it is a Git remote URL with a path. */
  resolved_project?: string;
  /** The commit the parent repository pins (from its tree, not from .gitmodules). */
  commit_sha?: string;
}

/** The `[submodule "name"]` sections of a .gitmodules file. */
export function parseGitmodules(text: string): GitSubmodule[] {
  const out: GitSubmodule[] = [];
  let current: GitSubmodule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const section = /^\[submodule\s+"(.*)"\]$/.exec(line);
    if (section) {
      current = { name: section[1] };
      out.push(current);
      continue;
    }
    const kv = /^([A-Za-z]+)\s*=\s*(.*)$/.exec(line);
    if (!current || !kv) continue;
    if (kv[1] === 'path') current.path = kv[2];
    if (kv[1] === 'url') {
      current.url = kv[2];
      current.resolved_project = projectPathOfUrl(kv[2]);
    }
  }
  return out;
}

/** `group/project` of a Git remote URL (scp-like `git@host:g/p.git`, `https://host/g/p.git`, `ssh://...`). */
export function projectPathOfUrl(url: string): string | undefined {
  const scp = /^[^/@:]+@[^/:]+:(.+)$/.exec(url);
  let path: string;
  if (scp && !url.includes('://')) path = scp[1];
  else {
    try {
      path = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  const clean = path.replace(/^\/+/, '').replace(/\.git$/, '').replace(/\/+$/, '');
  return clean.includes('/') ? clean : undefined;
}
