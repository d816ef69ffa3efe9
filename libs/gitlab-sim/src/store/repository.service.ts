import { createHash } from 'node:crypto';
import type { SimBlob, SimCommit, SimRepository } from './sim-model.interface';

/** Git's blob id: sha1 of `blob <size>\0<content>`, so ids match what `git hash-object` prints. */
export function blobSha(content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest('hex');
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export interface CommitInput {
  parentIds: string[];
  message: string;
  authorName: string;
  authorEmail: string;
  date: string;
  /** Files to write (path → content) and to delete (path → null), applied on the first parent's tree. */
  changes: Record<string, string | Buffer | null>;
  executable?: string[];
}

/** Creates a commit on top of `parentIds[0]`'s tree, stores it and returns it. */
export function commit(repo: SimRepository, input: CommitInput): SimCommit {
  const parent = input.parentIds[0] ? repo.commits.get(input.parentIds[0]) : undefined;
  const tree = new Map<string, SimBlob>(parent ? parent.tree : []);
  const id = createHash('sha1')
    .update(`commit\0${input.parentIds.join(',')}\0${input.message}\0${input.date}\0${JSON.stringify(Object.keys(input.changes))}\0${repo.commits.size}`)
    .digest('hex');
  for (const [path, value] of Object.entries(input.changes)) {
    if (value === null) {
      tree.delete(path);
      continue;
    }
    const content = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    const blobId = blobSha(content);
    const inherited = input.parentIds
      .map((sha) => repo.commits.get(sha)?.tree.get(path))
      .find((blob) => blob?.blobId === blobId);
    if (inherited) {
      tree.set(path, inherited);
      continue;
    }
    tree.set(path, {
      content,
      blobId,
      lastCommitId: id,
      executable: input.executable?.includes(path) ?? false,
    });
  }
  const title = input.message.split('\n')[0] ?? '';
  const created: SimCommit = {
    id,
    parentIds: [...input.parentIds],
    title,
    message: input.message,
    authorName: input.authorName,
    authorEmail: input.authorEmail,
    authoredDate: input.date,
    committerName: input.authorName,
    committerEmail: input.authorEmail,
    committedDate: input.date,
    tree,
  };
  repo.commits.set(id, created);
  return created;
}

/** Resolves a branch name, a full sha or an unambiguous sha prefix (7+ characters) to a commit. */
export function resolveRef(repo: SimRepository, ref: string): SimCommit | undefined {
  const head = repo.branches.get(ref);
  if (head) return repo.commits.get(head);
  if (/^[0-9a-f]{7,40}$/.test(ref)) {
    const matches = [...repo.commits.keys()].filter((sha) => sha.startsWith(ref));
    if (matches.length === 1) return repo.commits.get(matches[0] as string);
  }
  return undefined;
}

/** True when `ancestor` is reachable from `descendant` (a commit counts as its own ancestor). */
export function isAncestor(repo: SimRepository, ancestor: string, descendant: string): boolean {
  const seen = new Set<string>();
  const stack = [descendant];
  while (stack.length > 0) {
    const sha = stack.pop() as string;
    if (sha === ancestor) return true;
    if (seen.has(sha)) continue;
    seen.add(sha);
    stack.push(...(repo.commits.get(sha)?.parentIds ?? []));
  }
  return false;
}

/** Git's check-ref-format rules, as `Gitlab::GitRefValidator` applies them to new branch names. */
export function isValidRefName(name: string): boolean {
  if (name.length === 0 || name === '@' || name === 'HEAD') return false;
  if (name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  if (name.startsWith('refs/')) return false;
  if (name.includes('..') || name.includes('//') || name.includes('@{')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  return !name.split('/').some((part) => part.startsWith('.') || part.endsWith('.lock'));
}

/** GitLab's protected-branch wildcard (`release/*`) as a matcher. */
export function branchPatternMatches(pattern: string, branch: string): boolean {
  if (!pattern.includes('*')) return pattern === branch;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*?');
  return new RegExp(`^${source}$`).test(branch);
}
