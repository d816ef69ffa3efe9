import { seedForks, seedStars } from '../seed/project-admin.seed';
import type { SimData, SimProject } from './sim-model.interface';
import type { SimStore } from './sim.store';

/** An avatar set with `PUT /projects/:id` (multipart `avatar`). */
export interface SimAvatar {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A project marked for deletion (delayed deletion of group projects). */
export interface SimDeletionMark {
  /** YYYY-MM-DD: the day it was marked. */
  on: string;
}

/** Project state the shared model has no field for; kept per seed so that `reset()` forgets it. */
export interface ProjectAdminState {
  /** Ids of created projects continue after the highest seeded one and are never reused. */
  lastProjectId: number;
  avatars: Map<number, SimAvatar>;
  /** Settings set with `PUT /projects/:id` (or at creation) that the project entity echoes back. */
  settings: Map<number, Record<string, unknown>>;
  /** Fork → upstream project id. */
  forkedFrom: Map<number, number>;
  /** Project id → user id → when the user starred it. */
  stars: Map<number, Map<number, string>>;
  deletionMarks: Map<number, SimDeletionMark>;
}

const STATE = new WeakMap<SimData, ProjectAdminState>();

export function projectAdminState(store: SimStore): ProjectAdminState {
  let state = STATE.get(store.data);
  if (!state) {
    state = {
      lastProjectId: Math.max(0, ...store.data.projects.map((p) => p.id)),
      avatars: new Map(),
      settings: new Map(),
      forkedFrom: seedForks(store.data),
      stars: seedStars(),
      deletionMarks: new Map(),
    };
    STATE.set(store.data, state);
  }
  return state;
}

export function nextProjectId(store: SimStore): number {
  const state = projectAdminState(store);
  state.lastProjectId += 1;
  return state.lastProjectId;
}

/** Settings stored for a project, merged over the presented entity. */
export function projectSettings(store: SimStore, projectId: number): Record<string, unknown> {
  return projectAdminState(store).settings.get(projectId) ?? {};
}

export function setProjectSettings(store: SimStore, projectId: number, settings: Record<string, unknown>): void {
  const state = projectAdminState(store);
  state.settings.set(projectId, { ...(state.settings.get(projectId) ?? {}), ...settings });
}

/** The upstream of a fork, while it exists. */
export function upstreamOf(store: SimStore, project: SimProject): SimProject | undefined {
  const id = projectAdminState(store).forkedFrom.get(project.id);
  return id === undefined ? undefined : store.data.projects.find((p) => p.id === id);
}

/** Removes a project and what this state keeps about it (a fork of it becomes independent). */
export function removeProject(store: SimStore, project: SimProject): void {
  const state = projectAdminState(store);
  const upstream = upstreamOf(store, project);
  if (upstream) upstream.forksCount = Math.max(0, upstream.forksCount - 1);
  store.data.projects.splice(store.data.projects.indexOf(project), 1);
  for (const map of [state.avatars, state.settings, state.forkedFrom, state.stars, state.deletionMarks]) map.delete(project.id);
  for (const [fork, up] of state.forkedFrom) if (up === project.id) state.forkedFrom.delete(fork);
}
