import { planRoute } from '@gitlab-mcp/action-kit';
import { readFileSync } from 'node:fs';
import type { CatalogEntry } from '../../src/catalog/index';
import { builtInCatalog } from '../helpers/catalog-entries';
import { API_SHAPES_JSON } from '../fixtures/paths';

/**
 * Input schemas against GitLab's documented parameters (gitlab-api-shapes.json, the digest of
 * GitLab's OpenAPI description): an action of these domains offers every path, query and body
 * parameter GitLab documents for its route, under GitLab's name, and nothing GitLab does not
 * document. The catalog contract test checks what one example sends; this checks the schema.
 * DOCUMENTED_PARAMETERS_DOMAINS=project,branch runs it over other domains while they are mended.
 */
const CHECKED_DOMAINS: ReadonlySet<string> = new Set(process.env['DOCUMENTED_PARAMETERS_DOMAINS']?.split(',') ?? ['group', 'user', 'access']);

/** GitLab's free-form hash filter, which a declared query field cannot carry (its keys are not known). */
const CUSTOM_ATTRIBUTES = { custom_attributes: 'a free-form admin-only hash filter (custom_attributes[key]=value) with no fixed keys; a query field of a declared action carries only hashes with known keys' };
const ISSUE_NOT_KEYS = ['assignee_id', 'assignee_username', 'author_id', 'author_username', 'iids', 'iteration_id', 'iteration_title', 'labels', 'milestone', 'milestone_id', 'weight'];
const AVATAR_FILE = 'the image, which the handler sends as GitLab\'s multipart avatar file';

/**
 * Documented parameters an action does not offer, each with the reason. Nothing else may be left
 * out: `"METHOD /route" → parameter → why`.
 */
const NOT_OFFERED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'POST /groups/import': { file: 'the multipart file part, built from file_name, content, encoding and content_type' },
  'GET /users': { custom_attributes: 'a hash of key/value filters (custom_attributes[key]=value) a declared query string cannot carry' },
  'GET /users/:id': { custom_attributes: 'a hash of key/value filters a declared query string cannot carry; with_custom_attributes shows them' },
  'POST /users': { avatar: 'a binary file a JSON body cannot carry; user.upload_avatar uploads one' },
  'PUT /users/:id': { avatar: 'a binary file a JSON body cannot carry; user.upload_avatar uploads one' },
  'PUT /user/avatar': { avatar: 'the multipart file part, built from file_name and content' },
  'GET /groups': CUSTOM_ATTRIBUTES,
  'GET /groups/:id': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/descendant_groups': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/projects': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/projects/shared': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/groups/shared': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/invited_groups': CUSTOM_ATTRIBUTES,
  'GET /groups/:id/issues': Object.fromEntries(ISSUE_NOT_KEYS.map((k) => [`not[${k}]`, 'a key of the not object, which the action offers as one parameter'])),
  'POST /groups': { avatar: 'a binary file, which a JSON create cannot carry; group.upload_avatar sets it afterwards' },
  'PUT /groups/:id': { avatar: 'group.upload_avatar sends it, as the multipart file it builds from file_name and content' },
};

/** Parameters an action offers beyond the digest, each with the reason: `action id → parameter → why`. */
const OFFERED_BEYOND: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'group.group_export_download': { group_id: 'the path :id; a handler (a bounded binary download)' },
  'group.group_import_file': { file_name: 'name of the multipart archive file', content: 'the archive, base64', encoding: 'how content is given', content_type: 'media type of the archive part' },
  'group.epic_get_links': { group_id: 'fills :id; a handler builds the path because the kit cannot plan the optional (-/) segment' },
  'user.upload_avatar': { file_name: 'name of the multipart avatar file', content: 'base64 content of the multipart avatar file' },
  'group.delete': {
    permanently_remove: 'GitLab\'s Groups API documents it (Premium: delete a subgroup marked for deletion at once) though the digest leaves it out',
    full_path: 'GitLab\'s Groups API documents it (the safeguard permanently_remove requires) though the digest leaves it out',
  },
  'group.upload_avatar': { group_id: 'the :id of the route, which the handler fills', file_name: AVATAR_FILE, content: AVATAR_FILE, encoding: AVATAR_FILE, content_type: AVATAR_FILE },
  'group.group_board_create_list': { group_id: 'the path :id; a handler (it checks that exactly one list kind is given)' },
  'group.group_label_subscribe': { group_id: 'the path :id; a handler (a 304 reads the label back)', label_id: 'the path :subscribable_id' },
  'group.group_label_unsubscribe': { group_id: 'the path :id; a handler (a 304 reads the label back)', label_id: 'the path :subscribable_id' },
};

interface Shape {
  readonly params?: readonly string[];
  readonly body?: readonly string[];
}

function shapes(): Readonly<Record<string, Shape>> {
  return (JSON.parse(readFileSync(API_SHAPES_JSON, 'utf8')) as { operations: Record<string, Shape> }).operations;
}

/** The digest keys of a reference route: `GET /groups/:id/(-/)epics` → both spellings, `{id}` placeholders. */
function shapeKeys(route: string): string[] {
  const [method, template] = route.split(' ');
  const spelled = template.replace(/:([a-z_]+)/g, '{$1}');
  const expanded = /\(([^()]*)\)/.test(spelled) ? [spelled.replace(/\(([^()]*)\)/, '$1'), spelled.replace(/\(([^()]*)\)/, '')] : [spelled];
  return [...expanded, spelled].map((t) => `${method} /api/v4${t}`);
}

/** The names GitLab reads for each input property: path placeholders by their own name, the rest as the declaration renames them. */
function wireNames(entry: CatalogEntry): { path: Set<string>; sent: Map<string, string> } {
  const placeholders = new Set([...entry.options.route.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
  const sent = new Map<string, string>();
  if (entry.options.request !== undefined || entry.options.reply !== undefined) {
    const plan = planRoute(entry.options.route.replace(/\(([^()]*)\)/g, '$1'), entry.options.request ?? {}, entry.params, entry.id);
    const bound = new Set(plan.pieces.filter((_, i) => i % 2 === 1));
    for (const [field, wire] of [...plan.query, ...plan.body]) sent.set(field, wire);
    return { path: new Set([...placeholders, ...bound]), sent };
  }
  // A handler builds its own request: its properties are compared by name, path fields by the `<segment>_id` rule.
  for (const p of entry.params) sent.set(p, p);
  return { path: placeholders, sent };
}

describe('A-10 input schemas of the group, user and access domains offer GitLab\'s documented parameters', () => {
  let entries: CatalogEntry[];
  const operations = shapes();

  beforeAll(async () => {
    entries = (await builtInCatalog()).filter((e) => CHECKED_DOMAINS.has(e.domain) && /^[A-Z]+ \//.test(e.options.route));
  }, 60_000);

  it('every REST action of these domains has its route in the digest', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => shapeKeys(e.options.route).every((k) => operations[k] === undefined)).map((e) => `${e.id}: ${e.options.route}`)).toEqual([]);
  });

  it('the actions of each route together offer every documented parameter (path, query and body), under GitLab\'s name', () => {
    // Several actions may share a route (group.update and group.upload_avatar): together they offer all of it.
    const byRoute = new Map<string, { ids: string[]; offered: Set<string> }>();
    for (const e of entries) {
      const { path, sent } = wireNames(e);
      const seen = byRoute.get(e.options.route) ?? { ids: [], offered: new Set<string>() };
      seen.ids.push(e.id);
      for (const name of [...path, ...sent.values()]) seen.offered.add(name);
      byRoute.set(e.options.route, seen);
    }
    const missing: string[] = [];
    for (const [route, { ids, offered }] of byRoute) {
      const key = shapeKeys(route).find((k) => operations[k] !== undefined);
      if (key === undefined) continue;
      const shape = operations[key];
      // Dotted names are the parts of one object or file parameter (`file.size`), offered with it.
      for (const p of [...(shape.params ?? []), ...(shape.body ?? [])].filter((n) => !n.includes('.'))) {
        if (offered.has(p) || NOT_OFFERED[route]?.[p] !== undefined) continue;
        missing.push(`${ids.join(' + ')}: ${p}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('none offers a query or body parameter GitLab does not document', () => {
    const extra: string[] = [];
    for (const e of entries) {
      const key = shapeKeys(e.options.route).find((k) => operations[k] !== undefined);
      if (key === undefined) continue;
      const shape = operations[key];
      const documented = new Set([...(shape.params ?? []), ...(shape.body ?? [])]);
      const { path, sent } = wireNames(e);
      for (const [field, wire] of sent) {
        if (path.has(field) || documented.has(wire) || OFFERED_BEYOND[e.id]?.[field] !== undefined) continue;
        extra.push(`${e.id}: ${field}${wire === field ? '' : ` (sent as ${wire})`}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it('the lists of exceptions name only real routes, actions and parameters', () => {
    const ids = new Set(entries.map((e) => e.id));
    const routes = new Set<string>(entries.map((e) => e.options.route));
    expect(Object.keys(NOT_OFFERED).filter((r) => !routes.has(r))).toEqual([]);
    expect(Object.keys(OFFERED_BEYOND).filter((id) => !ids.has(id))).toEqual([]);
  });
});
