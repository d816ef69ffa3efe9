import { messages } from '../gitlab-sim.messages';
import { bool, int, requireParams, str } from '../rest.router';
import { SimHttpError } from '../sim-http.error';
import type { SimLabel } from '../store/collaboration.state';

const COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
const CSS_COLORS: Readonly<Record<string, string>> = {
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  yellow: '#FFFF00',
  orange: '#FFA500',
  purple: '#800080',
  black: '#000000',
  white: '#FFFFFF',
  gray: '#808080',
  grey: '#808080',
};

/** "#RGB", "#RRGGBB" or a CSS colour name, as GitLab stores it; undefined when invalid. */
export function labelColor(value: unknown): string | undefined {
  const s = (str(value) ?? '').trim();
  if (COLOR.test(s)) return s.toUpperCase();
  return CSS_COLORS[s.toLowerCase()];
}

/** GitLab's label title rule: not blank, no comma. */
export function validLabelName(name: string): boolean {
  return name.trim() !== '' && !name.includes(',');
}

/** A new label's name and colour from a create's parameters: 409 when `exists(name)`, 400 for a bad colour or name (GitLab's order). */
export function newLabelNameAndColor(params: Record<string, unknown>, exists: (name: string) => boolean): { name: string; color: string } {
  requireParams(params, ['name', 'color']);
  const name = (str(params['name']) as string).trim();
  const color = labelColor(params['color']);
  if (exists(name)) throw new SimHttpError(409, messages.conflict('Label already exists'));
  if (!color) throw new SimHttpError(400, { message: { color: ['must be a valid color code'] } });
  if (!validLabelName(name)) throw new SimHttpError(400, { message: { title: ['is invalid'] } });
  return { name, color };
}

/** By ID or title, like GitLab's `find_label`: "404 Label Not Found" otherwise. */
export function findLabelByKey(labels: readonly SimLabel[], key: string): SimLabel {
  const id = int(key);
  const label = (id === undefined ? undefined : labels.find((l) => l.id === id)) ?? labels.find((l) => l.name === key);
  if (!label) throw new SimHttpError(404, messages.notFound('Label'));
  return label;
}

/**
 * Applies a label update (`fields` are the parameters the route takes, one at least): a new name must be valid and
 * not `taken`, and `rename` carries it onto the issues and merge requests before the label changes.
 */
export function applyLabelUpdate(label: SimLabel, params: Record<string, unknown>, fields: readonly string[], taken: (name: string) => boolean, rename: (from: string, to: string) => void): void {
  if (!fields.some((f) => params[f] !== undefined)) {
    throw new SimHttpError(400, messages.validation([`${fields.join(', ')} are missing, at least one parameter must be provided`]));
  }
  const newName = str(params['new_name'])?.trim();
  const renamed = newName !== undefined && newName !== label.name ? newName : undefined;
  if (renamed !== undefined) {
    if (!validLabelName(renamed)) throw new SimHttpError(400, { message: { title: ['is invalid'] } });
    if (taken(renamed)) throw new SimHttpError(400, { message: { title: ['has already been taken'] } });
  }
  const hex = params['color'] === undefined ? undefined : labelColor(params['color']);
  if (params['color'] !== undefined && !hex) throw new SimHttpError(400, { message: { color: ['must be a valid color code'] } });
  if (renamed !== undefined) {
    rename(label.name, renamed);
    label.name = renamed;
  }
  if (hex) label.color = hex;
  if (params['description'] !== undefined) label.description = str(params['description']) ?? '';
  if (fields.includes('priority') && params['priority'] !== undefined) label.priority = params['priority'] === null || params['priority'] === '' ? null : (int(params['priority']) ?? label.priority);
  if (params['archived'] !== undefined) label.archived = bool(params['archived']) === true;
}

/** Renames (or, without `to`, removes) a label name on issues and merge requests. */
export function relabelItems(items: readonly { labels: string[] }[], from: string, to: string | undefined): void {
  for (const item of items) {
    if (!item.labels.includes(from)) continue;
    item.labels = item.labels.filter((l) => l !== from);
    if (to !== undefined && !item.labels.includes(to)) item.labels.push(to);
  }
}

/** Subscribes or unsubscribes a user; false when the subscription already was as asked (GitLab's 304 Not Modified). */
export function toggleLabelSubscription(subscriptions: Set<string>, label: SimLabel, userId: number, verb: 'subscribe' | 'unsubscribe'): boolean {
  const key = `${label.id}:${userId}`;
  if (subscriptions.has(key) === (verb === 'subscribe')) return false;
  if (verb === 'subscribe') subscriptions.add(key);
  else subscriptions.delete(key);
  return true;
}
