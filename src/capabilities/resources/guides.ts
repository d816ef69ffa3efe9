/** A workflow guide served as a fixed `text/markdown` resource. */
export interface Guide {
  readonly name: string;
  readonly uri: string;
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

const GIT_WORKFLOW = `# Git workflow on GitLab

A short branching model that keeps \`main\` releasable and every change reviewable.

## Branches
- **\`main\`** (the project's default branch) is always deployable. Protect it: no direct pushes,
  merges only through merge requests, force push disabled (\`branch.protect\`).
- **Topic branches** hold one change each. Name them \`<type>/<short-description>\`, where the type
  matches the commit type it will produce: \`feat/login-rate-limit\`, \`fix/empty-password-500\`,
  \`docs/setup-guide\`. Add the issue number when there is one: \`fix/123-empty-password-500\`.
- **Release branches** (\`release/1.4\`) only when several versions are maintained at once;
  otherwise tag \`main\`.

## Day to day
1. Start from an up-to-date default branch: \`git switch main && git pull --ff-only\`.
2. Branch: \`git switch -c feat/login-rate-limit\` (or \`branch.create\` with \`ref: main\`).
3. Commit small, self-contained steps with Conventional Commit messages
   (see \`gitlab://guides/conventional-commits\`).
4. Push early and open a **draft** merge request so CI runs and others can see the direction.
5. Keep the branch current by rebasing on \`main\` (\`git fetch && git rebase origin/main\`);
   avoid merging \`main\` into the topic branch, it clutters the history reviewers read.
6. Mark the MR ready when CI is green and the description explains the change
   (see \`gitlab://guides/merge-request-hygiene\`).
7. After the merge, delete the branch (GitLab can do it on merge; \`branch.delete_merged\`
   cleans up stragglers).

## Rules of thumb
- A branch that lives longer than a few days will conflict: split the work or merge behind a
  feature flag.
- Never rewrite history that others have pulled, except your own topic branch before review.
- One concern per branch: refactoring and behaviour changes go in separate merge requests.
- Tag releases from \`main\` with annotated, semantic version tags (\`v1.4.0\`).
`;

const MR_HYGIENE = `# Merge request hygiene

A merge request is a message to reviewers and to whoever reads the history later.

## Size
- Aim for under ~400 changed lines. Larger changes get rubber-stamped, not reviewed.
- Split mechanical changes (renames, formatting, dependency bumps) from behavioural ones.
- Stack dependent MRs (target the previous MR's branch) instead of one giant MR.

## Title and description
- Title in the imperative, like a commit subject: "Rate-limit failed logins per IP".
- The description answers: **why** (link the issue: \`Closes #123\`), **what** changed at a high
  level, **how to verify** (steps, screenshots for UI), and **risks** (migrations, config, rollout).
- Call out anything reviewers should look at first, and anything deliberately left out.

## Before asking for review
- CI is green; do not ask people to review a red pipeline.
- Self-review the diff in GitLab first: leftover debug output, commented code, unrelated files.
- Tests cover the change; the description says which.
- The branch is rebased on the target branch and has no merge conflicts.
- Draft status removed, reviewers and labels set, milestone set when the team uses them.

## During review
- Answer every thread: fix it, or explain why not, then let the reviewer resolve it.
- Push fixes as new commits while the review is running so reviewers see what changed;
  squash on merge if the team wants one commit per MR.
- Re-request review after substantial changes.

## Merging
- Merge only with the required approvals and a passing pipeline on the latest commit.
- Prefer "merge when pipeline succeeds" over merging by hand.
- Delete the source branch on merge.
`;

const CONVENTIONAL_COMMITS = `# Conventional Commits

A commit message format that tools and humans can both read: changelogs, semantic version bumps
and release notes come from the history itself.

## Format
\`\`\`
<type>(<optional scope>): <description>

<optional body>

<optional footer(s)>
\`\`\`

- **type**: \`feat\` (new behaviour, minor bump), \`fix\` (bug fix, patch bump), \`docs\`, \`style\`
  (formatting only), \`refactor\` (no behaviour change), \`perf\`, \`test\`, \`build\`, \`ci\`,
  \`chore\`, \`revert\`.
- **scope**: the area touched, in lower case: \`feat(auth): ...\`, \`fix(api): ...\`.
- **description**: imperative, lower case, no final period, at most ~72 characters:
  \`fix(auth): reject empty passwords with 422\`.
- **body**: why the change was needed and what it does differently; wrap at 72 columns.
- **footers**: \`Closes #123\`, \`Refs #45\`, \`Co-authored-by: ...\`.

## Breaking changes
Add \`!\` after the type or scope **and** explain in a \`BREAKING CHANGE:\` footer; this means a
major version bump:
\`\`\`
feat(api)!: return 404 instead of 200 with an empty body

BREAKING CHANGE: clients must handle 404 for unknown project IDs.
\`\`\`

## Good and bad
| Bad | Better |
|---|---|
| \`fixed stuff\` | \`fix(login): show a validation error for an empty password\` |
| \`WIP\` | (squash work-in-progress commits before merging) |
| \`feat: Added new endpoint.\` | \`feat(search): add /search?q= endpoint\` |
| \`update deps\` | \`build(deps): bump axios from 1.6.0 to 1.7.2\` |

## On GitLab
- With squash merging, the **MR title** becomes the commit subject: write it as a Conventional
  Commit too.
- A push rule (Premium) or a CI job running commitlint can enforce the format.
`;

const CODE_REVIEW = `# Code review

The goal is better code and shared understanding, not gatekeeping.

## What to look at, in order
1. **Intent**: does the change solve the problem in the linked issue, and is it the right
   problem? Ask before reading line by line.
2. **Design**: responsibilities in the right place, no needless abstraction, consistent with the
   surrounding code.
3. **Correctness**: edge cases (empty, null, huge, concurrent, unicode), error paths, off-by-one,
   time zones, retries and idempotency.
4. **Security**: input validation, authorization checks on every path, secrets never logged,
   injection (SQL, shell, HTML), unsafe deserialization.
5. **Tests**: they fail without the change, cover the edge cases above, and are readable.
6. **Operability**: logs useful for an incident, metrics, migrations reversible, feature flags.
7. **Readability**: names, comments explaining *why*, dead code removed.

## How to comment
- Be specific and kind; comment on the code, not the author.
- Label the weight of each comment: **blocking**, **suggestion**, **question**, **nit**.
- Offer a concrete alternative (GitLab suggestions let the author apply it in one click).
- Praise what is done well; it teaches as much as criticism.

## As the author
- Keep the MR small and the description complete (see \`gitlab://guides/merge-request-hygiene\`).
- Do not take comments personally; reply to each thread and resolve only when agreed.

## Turnaround
- Review within one working day; a slow review costs more than a quick imperfect one.
- If a review needs more than ~60 minutes, the MR is too big: ask for a split.
- Approve when remaining comments are nits; trust the author to address them.
`;

const PIPELINE_TROUBLESHOOTING = `# Pipeline troubleshooting

A checklist for a red or stuck GitLab CI/CD pipeline.

## 1. Find the first failure
- Open the pipeline and the **first** failed job in stage order; later failures are often
  consequences.
- Read the job log from the bottom up to the first real error, not the last line
  ("ERROR: Job failed: exit code 1" is only the summary).

## 2. Classify it
| Symptom | Likely cause | What to do |
|---|---|---|
| Fails on the MR, passes on \`main\` | the change itself | reproduce locally with the same command and image |
| Fails intermittently, passes on retry | flaky test, race, network | retry once; then quarantine and open an issue |
| \`yaml invalid\` / pipeline not created | \`.gitlab-ci.yml\` syntax, \`include\` path, \`rules\` | run the CI Lint tool on the file |
| Job stuck "pending" | no runner with matching tags, runner offline, quota | check the job's tags against the project's runners |
| \`manifest unknown\` / image pull error | image name or tag, registry credentials | pin an existing tag; check \`DOCKER_AUTH_CONFIG\` |
| \`No space left on device\` | runner disk full, huge artifacts or caches | prune caches; limit \`artifacts:paths\`, set \`expire_in\` |
| Timeout | slow tests, deadlock, waiting on a service | raise \`timeout:\` only after finding the slow step |
| Works locally, fails in CI | missing variable, different versions, file permissions | compare versions; check masked/protected variables on unprotected branches |

## 3. Common configuration traps
- \`rules\` and \`only/except\` cannot be mixed in one job.
- Protected variables are not available on unprotected branches or to fork MRs.
- \`needs:\` jobs start early: they do not get artifacts from jobs they do not list.
- Caches are best effort; never rely on a cache for correctness, use artifacts.
- \`when: manual\` jobs block the pipeline unless \`allow_failure: true\`.

## 4. Fix and prevent
- Fix the root cause in the same MR when it is in the change; otherwise open an issue and link it.
- Add the failing case as a test before fixing a flaky one.
- Keep pipelines fast: parallelize tests, cache dependencies, split slow stages.
`;

/** The five guides of resources.tsv, written for this server. */
export const GUIDES: readonly Guide[] = [
  { name: 'git_workflow', uri: 'gitlab://guides/git-workflow', title: 'Git workflow', description: 'Branching model, topic branches, rebasing and cleanup on GitLab.', markdown: GIT_WORKFLOW },
  { name: 'merge_request_hygiene', uri: 'gitlab://guides/merge-request-hygiene', title: 'Merge request hygiene', description: 'Size, title, description and the checklist before asking for review.', markdown: MR_HYGIENE },
  { name: 'conventional_commits', uri: 'gitlab://guides/conventional-commits', title: 'Conventional Commits', description: 'Commit message format, types, scopes and breaking changes.', markdown: CONVENTIONAL_COMMITS },
  { name: 'code_review', uri: 'gitlab://guides/code-review', title: 'Code review', description: 'What to review in which order, how to comment, turnaround.', markdown: CODE_REVIEW },
  { name: 'pipeline_troubleshooting', uri: 'gitlab://guides/pipeline-troubleshooting', title: 'Pipeline troubleshooting', description: 'Diagnosing failed, flaky and stuck GitLab CI/CD pipelines.', markdown: PIPELINE_TROUBLESHOOTING },
];
