import { createHash } from 'node:crypto';
import { projectSettings } from './project-admin.store';
import type { SimData, SimMergeRequest, SimProject } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** A note of a merge request (`Note`, `DiscussionNote` or `DiffNote`). */
export interface MrNote {
  id: number;
  body: string;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  system: boolean;
  internal: boolean;
  type: 'DiscussionNote' | 'DiffNote' | null;
  position: Record<string, unknown> | null;
  commitId: string | null;
  resolvable: boolean;
  resolvedById: number | null;
  resolvedAt: string | null;
}

export interface MrDiscussion {
  id: string;
  individualNote: boolean;
  notes: MrNote[];
}

export interface MrDraftNote {
  id: number;
  authorId: number;
  note: string;
  commitId: string | null;
  discussionId: string | null;
  resolveDiscussion: boolean;
  position: Record<string, unknown> | null;
  lineCode: string | null;
}

export interface MrReviewState {
  discussions: Map<number, MrDiscussion[]>;
  drafts: Map<number, MrDraftNote[]>;
  nextNoteId: number;
  nextDraftId: number;
}

/** Kept beside the store's data, so that `reset()` (which replaces the data) starts it afresh. */
const STATES = new WeakMap<SimData, MrReviewState>();

export function discussionId(seed: string): string {
  return createHash('sha1').update(`discussion:${seed}`).digest('hex');
}

export function lineCode(path: string, oldLine: number | null, newLine: number | null): string {
  return `${createHash('sha1').update(path).digest('hex')}_${oldLine ?? 0}_${newLine ?? 0}`;
}


/** A plain comment (no thread type, no position) as the simulator stores it, with `extra` over the defaults. */
export function mrNote(id: number, authorId: number, body: string, at: string, extra: Partial<MrNote> = {}): MrNote {
  return {
    id,
    body,
    authorId,
    createdAt: at,
    updatedAt: at,
    system: false,
    internal: false,
    type: null,
    position: null,
    commitId: null,
    resolvable: false,
    resolvedById: null,
    resolvedAt: null,
    ...extra,
  };
}
/** acme/backend !7: a general comment, an unresolved thread on src/login.ts with a reply, and one pending draft. */
function seedState(data: SimData): MrReviewState {
  const state: MrReviewState = { discussions: new Map(), drafts: new Map(), nextNoteId: 400, nextDraftId: 40 };
  const project = data.projects.find((p) => p.id === 42);
  const mr = project?.mergeRequests.find((m) => m.iid === 7);
  if (!project || !mr) return state;
  const start = project.repository.branches.get(mr.targetBranch) ?? mr.sha;
  const position = {
    base_sha: start,
    start_sha: start,
    head_sha: mr.sha,
    old_path: 'src/login.ts',
    new_path: 'src/login.ts',
    position_type: 'text',
    old_line: null,
    new_line: 2,
    line_range: null,
  };
  state.discussions.set(mr.id, [
    { id: discussionId('7:301'), individualNote: true, notes: [mrNote(301, 1, 'Thanks! Reviewing this today.', '2025-04-13T08:00:00.000Z')] },
    {
      id: discussionId('7:302'),
      individualNote: false,
      notes: [
        mrNote(302, 1, 'Should an empty password be rejected before calling the API?', '2025-04-13T08:05:00.000Z', { type: 'DiffNote', position, resolvable: true }),
        mrNote(303, 3, 'Good catch, I will add the check.', '2025-04-13T09:00:00.000Z', { type: 'DiffNote', position, resolvable: true }),
      ],
    },
  ]);
  state.drafts.set(mr.id, [
    {
      id: 31,
      authorId: 1,
      note: 'Consider extracting the fetch call into an auth client.',
      commitId: null,
      discussionId: null,
      resolveDiscussion: false,
      position: { ...position, new_line: 3 },
      lineCode: lineCode('src/login.ts', null, 3),
    },
  ]);
  return state;
}

/** The review state of the store's current data (seeded on first use, afresh after each reset). */
export function reviewState(store: SimStore): MrReviewState {
  let state = STATES.get(store.data);
  if (!state) {
    state = seedState(store.data);
    STATES.set(store.data, state);
  }
  return state;
}

/**
 * `MergeRequest#mergeable_discussions_state?` (the API's `blocking_discussions_resolved`): true unless the
 * project requires resolved threads and a resolvable note of the merge request is unresolved.
 */
export function mergeableDiscussionsState(store: SimStore, project: SimProject, mr: SimMergeRequest): boolean {
  const required = projectSettings(store, project.id)['only_allow_merge_if_all_discussions_are_resolved'];
  if (required !== true && required !== 'true') return true;
  const threads = reviewState(store).discussions.get(mr.id) ?? [];
  return !threads.some((d) => d.notes.some((n) => n.resolvable && n.resolvedById === null));
}
