import type { SimPlan } from '../gitlab-sim.interface';
import { buildSeed } from '../seed/gitlab.seed';
import type { SimData, SimNamespace, SimProject, SimToken, SimUser } from './sim-model.interface';

/** Holds the simulator's mutable world and answers the lookups every route needs. */
export class SimStore {
  private state: SimData;

  constructor(private readonly plan: SimPlan) {
    this.state = buildSeed(plan);
  }

  get data(): SimData {
    return this.state;
  }

  reset(): void {
    this.state = buildSeed(this.plan);
  }

  nextId(sequence: keyof SimData['sequences']): number {
    this.state.sequences[sequence] += 1;
    return this.state.sequences[sequence];
  }

  tokenByValue(value: string): SimToken | undefined {
    return this.state.tokens.find((t) => t.value === value);
  }

  user(id: number): SimUser | undefined {
    return this.state.users.find((u) => u.id === id);
  }

  userByUsername(username: string): SimUser | undefined {
    const wanted = username.toLowerCase();
    return this.state.users.find((u) => u.username.toLowerCase() === wanted);
  }

  namespace(id: number): SimNamespace | undefined {
    return this.state.namespaces.find((n) => n.id === id);
  }

  namespaceFullPath(namespace: SimNamespace): string {
    const parent = namespace.parentId === null ? undefined : this.namespace(namespace.parentId);
    return parent ? `${this.namespaceFullPath(parent)}/${namespace.path}` : namespace.path;
  }

  projectFullPath(project: SimProject): string {
    const ns = this.namespace(project.namespaceId);
    return ns ? `${this.namespaceFullPath(ns)}/${project.path}` : project.path;
  }

  projectNameWithNamespace(project: SimProject): string {
    const ns = this.namespace(project.namespaceId);
    return ns ? `${ns.name} / ${project.name}` : project.name;
  }

  /** By numeric id or (decoded) full path, case-insensitively like GitLab's routes. */
  findProject(idOrPath: string): SimProject | undefined {
    if (/^\d+$/.test(idOrPath)) return this.state.projects.find((p) => p.id === Number(idOrPath));
    const wanted = idOrPath.toLowerCase();
    return this.state.projects.find((p) => this.projectFullPath(p).toLowerCase() === wanted);
  }

  /** A group (not a personal namespace) by numeric id or (decoded) full path, case-insensitively. */
  findGroup(idOrPath: string): SimNamespace | undefined {
    const groups = this.state.namespaces.filter((n) => n.kind === 'group');
    if (/^\d+$/.test(idOrPath)) return groups.find((g) => g.id === Number(idOrPath));
    const wanted = idOrPath.toLowerCase();
    return groups.find((g) => this.namespaceFullPath(g).toLowerCase() === wanted);
  }
}
