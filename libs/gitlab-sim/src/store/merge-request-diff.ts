import type { SimBlob, SimMergeRequest, SimProject } from './sim-model.interface';

/** Lines of a text blob, without the final newline's empty tail. */
function linesOf(content: Buffer | undefined): string[] {
  if (!content) return [];
  const text = content.toString('utf8');
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines;
}

/** One hunk covering both versions whole (the files of the seed are short), built from a longest common subsequence. */
function unifiedHunk(before: string[], after: string[]): string {
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      out.push(` ${before[i]}`);
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      out.push(`+${after[j]}`);
      j++;
    } else {
      out.push(`-${before[i]}`);
      i++;
    }
  }
  const range = (count: number): string => (count === 0 ? '0,0' : `1,${count}`);
  return [`@@ -${range(n)} +${range(m)} @@`, ...out].join('\n') + '\n';
}

export interface FileDiff {
  old_path: string;
  new_path: string;
  a_mode: string;
  b_mode: string;
  new_file: boolean;
  renamed_file: boolean;
  deleted_file: boolean;
  generated_file: boolean;
  diff: string;
  collapsed: boolean;
  too_large: boolean;
}

/** `API::Entities::Diff` for every file that differs between the MR's start (target head) and its head. */
export function mrDiffs(project: SimProject, mr: SimMergeRequest): FileDiff[] {
  const start = project.repository.branches.get(mr.targetBranch);
  const before = start ? project.repository.commits.get(start)?.tree : undefined;
  const after = project.repository.commits.get(mr.sha)?.tree;
  const paths = [...new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])])].sort();
  return paths
    .filter((path) => before?.get(path)?.blobId !== after?.get(path)?.blobId)
    .map((path) => {
      const a = before?.get(path);
      const b = after?.get(path);
      return {
        old_path: path,
        new_path: path,
        a_mode: a ? (a.executable ? '100755' : '100644') : '0',
        b_mode: b ? (b.executable ? '100755' : '100644') : '0',
        new_file: !a,
        renamed_file: false,
        deleted_file: !b,
        generated_file: false,
        diff: unifiedHunk(linesOf(a?.content), linesOf(b?.content)),
        collapsed: false,
        too_large: false,
      };
    });
}

function mode(blob: SimBlob | undefined): string {
  if (!blob) return '0';
  return blob.executable ? '100755' : '100644';
}

/**
 * `GET .../raw_diffs`: the same file diffs as {@link mrDiffs}, as `git diff` prints them (a header per
 * file, then its hunk), so both routes describe one change.
 */
export function mrRawDiffs(project: SimProject, mr: SimMergeRequest): string {
  const start = project.repository.branches.get(mr.targetBranch);
  const before = start ? project.repository.commits.get(start)?.tree : undefined;
  const after = project.repository.commits.get(mr.sha)?.tree;
  return mrDiffs(project, mr)
    .map((d) => {
      const a = before?.get(d.old_path);
      const b = after?.get(d.new_path);
      const index = `index ${(a?.blobId ?? '0'.repeat(40)).slice(0, 7)}..${(b?.blobId ?? '0'.repeat(40)).slice(0, 7)}`;
      const header = [`diff --git a/${d.old_path} b/${d.new_path}`];
      if (d.new_file) header.push(`new file mode ${mode(b)}`, index);
      else if (d.deleted_file) header.push(`deleted file mode ${mode(a)}`, index);
      else header.push(a?.executable === b?.executable ? `${index} ${mode(b)}` : `old mode ${mode(a)}\nnew mode ${mode(b)}\n${index}`);
      header.push(d.new_file ? '--- /dev/null' : `--- a/${d.old_path}`, d.deleted_file ? '+++ /dev/null' : `+++ b/${d.new_path}`);
      return `${header.join('\n')}\n${d.diff}`;
    })
    .join('');
}
