import { messages } from '../gitlab-sim.messages';
import type { FastifyRequest } from 'fastify';
import { int, param, requireParams, str } from '../rest.router';
import type { SimMilestone } from '../store/sim-model.interface';
import { SimHttpError } from '../sim-http.error';

/** The parameters a milestone update needs at least one of. */
export const MILESTONE_UPDATE_FIELDS = ['title', 'description', 'due_date', 'start_date', 'state_event'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `iids[]` as an array or a comma-separated string. */
export function milestoneIids(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : (str(value)?.split(',') ?? []);
  return parts.map((v) => int(typeof v === 'string' ? v.trim() : v)).filter((n): n is number => n !== undefined);
}

/** A date parameter: undefined when absent, null when cleared, else YYYY-MM-DD. */
export function milestoneDate(params: Record<string, unknown>, name: string): string | null | undefined {
  if (params[name] === undefined) return undefined;
  const s = str(params[name]) ?? '';
  if (s === '') return null;
  if (!DATE.test(s)) throw new SimHttpError(400, messages.validation([`${name} is invalid`]));
  return s;
}

interface MilestoneFields {
  id: number;
  title: string;
  startDate: string | null;
  dueDate: string | null;
  updatedAt: string;
}

/** GitLab's model validations against the milestone's siblings, joined as `render_api_error!` sends them. */
export function validateMilestone(siblings: readonly MilestoneFields[], m: MilestoneFields): void {
  const errors: string[] = [];
  if (siblings.some((o) => o.id !== m.id && o.title === m.title)) errors.push('Title has already been taken');
  if (m.startDate !== null && m.dueDate !== null && m.dueDate < m.startDate) errors.push('Due date must be greater than start date');
  if (errors.length > 0) throw new SimHttpError(400, messages.apiError(errors.join(', ')));
}

/** The list filters both milestone lists take: state, exact title, text search, IIDs and update times. */
export function milestoneFilter(params: Record<string, unknown>): (m: MilestoneFields & { iid: number; state: string; description: string }) => boolean {
  const stateFilter = str(params['state']);
  if (stateFilter !== undefined && !['active', 'closed'].includes(stateFilter)) throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
  const title = str(params['title']);
  const search = (str(params['search']) ?? '').toLowerCase();
  const iids = milestoneIids(params['iids'] ?? params['iids[]']);
  const before = str(params['updated_before']);
  const after = str(params['updated_after']);
  return (m) =>
    (stateFilter === undefined || m.state === stateFilter) &&
    (title === undefined || m.title === title) &&
    (search === '' || m.title.toLowerCase().includes(search) || m.description.toLowerCase().includes(search)) &&
    (iids.length === 0 || iids.includes(m.iid)) &&
    (before === undefined || m.updatedAt < before) &&
    (after === undefined || m.updatedAt > after);
}

/** A milestone's next fields from an update's parameters (400 without any, or with an unknown state_event). */
export function updatedMilestone<T extends MilestoneFields & { description: string; state: 'active' | 'closed' }>(m: T, params: Record<string, unknown>): T {
  if (!MILESTONE_UPDATE_FIELDS.some((f) => params[f] !== undefined)) {
    throw new SimHttpError(400, messages.validation([`${MILESTONE_UPDATE_FIELDS.join(', ')} are missing, at least one parameter must be provided`]));
  }
  const event = str(params['state_event']);
  if (event !== undefined && !['close', 'activate'].includes(event)) throw new SimHttpError(400, messages.validation(['state_event does not have a valid value']));
  const start = milestoneDate(params, 'start_date');
  const due = milestoneDate(params, 'due_date');
  return {
    ...m,
    title: str(params['title'])?.trim() || m.title,
    description: params['description'] === undefined ? m.description : (str(params['description']) ?? ''),
    startDate: start === undefined ? m.startDate : start,
    dueDate: due === undefined ? m.dueDate : due,
    state: event === 'close' ? 'closed' : event === 'activate' ? 'active' : m.state,
    updatedAt: new Date().toISOString(),
  };
}

/** The milestone in `:milestone_id` (a global ID) among `milestones`, like `parent.milestones.find`: RecordNotFound → "404 Not found". */
export function milestoneById<T extends { id: number }>(milestones: readonly T[], req: FastifyRequest): T {
  const id = int(param(req, 'milestone_id'));
  const m = milestones.find((x) => x.id === id);
  if (!m) throw new SimHttpError(404, messages.recordNotFound());
  return m;
}

/** A new milestone from a create's parameters, validated against its siblings: the next IID among them, the given global `id`. */
export function newMilestone(params: Record<string, unknown>, id: number, siblings: readonly Omit<SimMilestone, 'projectId'>[]): Omit<SimMilestone, 'projectId'> {
  requireParams(params, ['title']);
  const now = new Date().toISOString();
  const m = {
    id,
    iid: Math.max(0, ...siblings.map((x) => x.iid)) + 1,
    title: (str(params['title']) as string).trim(),
    description: str(params['description']) ?? '',
    state: 'active' as const,
    startDate: milestoneDate(params, 'start_date') ?? null,
    dueDate: milestoneDate(params, 'due_date') ?? null,
    createdAt: now,
    updatedAt: now,
  };
  validateMilestone(siblings, m);
  return m;
}
