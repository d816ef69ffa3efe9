#!/usr/bin/env node
// Generates libs/gitlab-sim/src/shapes/route-shapes.generated.ts, the data behind the simulator's shape-based
// responder (libs/gitlab-sim/src/shapes/shape.responder.ts).
//
//   node scripts/gen-sim-shapes.mjs
//
// A developer runs it when the reference catalogue or the API shapes change (their copies in test/fixtures) and
// commits the output: the simulator reads no data file at run time.
//
// Inputs
//   test/fixtures/reference/actions.tsv            id, tier, destructive, readonly, method, path
//   test/fixtures/gitlab/gitlab-api-shapes.json    "METHOD /api/v4/path" -> response, nested, entity, params, body
//
// Output (compact): only the REST routes of actions.tsv (one entry per method + path, GraphQL actions left out),
// only response field names, nested field names, which nested fields are arrays, the answer's kind and status.
// Field-name lists are stored once in `sets` and referred to by index.
//
// Heuristics (GitLab's OpenAPI document names the entity but not whether it is an array, nor the status):
//   Matching a route to a shapes operation
//     1. exact key (`:param` -> `{param}`), 2. same key with parameter names ignored and optional `(-/)` groups
//     dropped, 3. for the few paths actions.tsv spells with optional/wildcard segments (`(ref/:ref/)`,
//     `*package_version/(*path/)`) the longest spelled-out variant, 4. for PUT/DELETE without a shape, the GET of
//     the same path (e.g. PUT /projects/:id/integrations/:slug -> GET .../integrations/{slug}). Search routes take
//     the list shape of the searched resource per `scope` (SEARCH_SCOPES). A route with no shape at all (e.g. the
//     /orbit API, newer than the OpenAPI document) answers an empty object or list.
//   Kind
//     raw      - downloads and raw content (RAW_RULES: .../raw, /raw_diffs, /download, /avatar, /trace, /archive,
//                artifact and package files); sent with the content type of the rule.
//     literal  - a fixed body for a handful of routes whose answer is not an entity (LITERALS: languages, issue
//                statistics, DORA metrics, user state changes, 202 "Accepted" jobs).
//     list     - GET whose path does not end in a `:param`, whose last segment is plural, unless listed in
//                OBJECT_GETS (compare, metadata, approvals, settings, statistics, ...); plus LIST_GETS for singular
//                nouns that answer arrays (tree, blame, search, members/all, ...).
//     object   - everything else; `empty` for 204/202 without a body.
//   Status
//     GET/HEAD 200; POST 201, or 200 when actions.tsv marks it read-only (lint, markdown, verify, ...);
//     PUT/PATCH 200; DELETE 204, 202 where GitLab schedules the deletion (DELETE_202), 200 with the deleted
//     entity where GitLab presents it (DELETE_200).
//   Nested arrays
//     a nested field is an array when its name is plural (assignees, reviewers, push_access_levels, ...) and not a
//     known singular-looking object (_links, time_stats, references, permissions, statistics, ...), or in
//     NESTED_ARRAYS (approved_by, ...).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(root, 'libs/gitlab-sim/src/shapes/route-shapes.generated.ts');

const actionsTsv = readFileSync(join(root, 'test/fixtures/reference/actions.tsv'), 'utf8');
const shapes = JSON.parse(readFileSync(join(root, 'test/fixtures/gitlab/gitlab-api-shapes.json'), 'utf8'));
const ops = shapes.operations;

// ---------------------------------------------------------------------------------------------------------------
// Curated tables (see the header).

/** GETs not ending in a `:param` whose last segment looks plural (or is a noun) but that answer one object. */
const OBJECT_GETS = [
  /\/repository\/compare$/,
  /\/repository\/merge_base$/,
  /^\/(metadata|version|user|license|application\/settings|application\/appearance|application\/plan_limits|application\/statistics)$/,
  /\/approvals$/,
  /\/approval_state$/,
  /\/approval_settings$/,
  /\/changes$/,
  /\/settings$/,
  /\/security_settings$/,
  /\/statistics$/,
  /\/issues_statistics$/,
  /\/time_stats$/,
  /\/user\/(preferences|status|counts|support_pin)$/,
  /\/sidekiq\/(queue_metrics|process_metrics|job_stats|compound_metrics)$/,
  /^\/usage_data\//,
  /\/push_rule$/,
  /\/test_report_summary$/,
  /\/pipelines\/latest$/,
  /\/releases\/permalink\/latest$/,
  /\/counts$/,
  /\/details$/,
  /\/access$/,
  /\/analytics\/[a-z_]+$/,
  /\/namespaces\/:id\/exists$/,
];

/** GETs whose last segment is singular but that answer an array. */
const LIST_GETS = [
  /\/repository\/tree$/,
  /\/blame$/,
  /\/search$/,
  /\/members\/all$/,
  /\/runners\/all$/,
  /\/artifacts\/tree$/,
  /\/repository\/commits\/:sha\/diff$/,
  /\/dora\/metrics$/,
  /\/audit_events$/,
  /\/billable_members\/:user_id\/memberships$/,
  /\/award_emoji$/,
  /\/issues\/:issue_iid\/closed_by$/,
  /\/(groups|projects)\/shared$/,
  /^\/snippets\/(all|public)$/,
  /\/job_token_scope\/(allowlist|groups_allowlist)$/,
  /\/epics\/:epic_iid\/epics$/,
];

/** Nested fields that are arrays although their names are not plural. */
const NESTED_ARRAYS = new Set(['approved_by', 'suggested_approvers', 'eligible_approvers', 'approvers', 'blocking_merge_requests']);
/** Nested fields whose names look plural but that are single objects. */
const NESTED_OBJECTS = new Set([
  '_links', 'links', 'time_stats', 'references', 'permissions', 'statistics', 'task_completion_status', 'counts',
  'settings', 'details', 'status', 'detailed_status', 'access', 'project_access', 'group_access', 'analysis',
  'metrics', 'stats', 'rules', 'diff_refs', 'merge_params', 'headers', 'url_variables', 'custom_headers',
  'counts_by_status', 'kas', 'coverage', 'ci_cd_settings', 'container_expiration_policy', 'address', 'position',
  'summary', 'changes', 'assets', 'evidence_sha', 'license', 'plan_limits', 'dependencies', 'limits',
  'import_status', 'package_protection_rules', 'user_status', 'attributes', 'variables_attributes',
]);
const SINGULAR_S = /(ss|us|status|stats|settings|_access|analysis|news|statistics|metrics)$/;

/** DELETEs that GitLab answers 202 Accepted (deletion runs in the background). */
const DELETE_202 = new Set([
  '/projects/:id',
  '/groups/:id',
  '/projects/:id/repository/merged_branches',
  '/projects/:id/registry/repositories/:repository_id',
  '/projects/:id/registry/repositories/:repository_id/tags',
  '/projects/:id/artifacts',
]);
/** DELETEs that GitLab answers 200 with the deleted entity. */
const DELETE_200 = new Set([
  '/projects/:id/releases/:tag_name',
  '/projects/:id/releases/:tag_name/assets/links/:link_id',
  '/projects/:id/issues/:issue_iid/links/:issue_link_id',
  '/projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
  '/projects/:id/feature_flags/:feature_flag_name',
]);

/** Raw answers: [method, path pattern, content type]. The first match wins. */
const RAW_RULES = [
  ['GET', /\/raw_diffs$/, 'text/plain; charset=utf-8'],
  ['GET', /\/trace$/, 'text/plain; charset=utf-8'],
  ['GET', /\/raw$/, 'text/plain; charset=utf-8'],
  ['GET', /^\/(projects|groups)\/:id\/avatar$/, 'image/png'],
  ['GET', /\/export\/download$/, 'application/gzip'],
  ['GET', /\/repository\/archive(\.:format)?$/, 'application/gzip'],
  ['GET', /\/jobs\/(:job_id\/)?artifacts(\/:ref_name\/download)?$/, 'application/zip'],
  ['GET', /\/artifacts\/.*\*artifact_path$/, 'application/octet-stream'],
  ['GET', /\/packages\/(generic|ml_models)\//, 'application/octet-stream'],
  ['GET', /\/download$/, 'application/octet-stream'],
  ['GET', /\/terraform\/state\/:name(\/versions\/:serial)?$/, 'application/json'],
];

/** Fixed bodies: path -> { method, status?, body }. */
const LITERALS = [
  { m: 'GET', p: '/projects/:id/languages', v: { Ruby: 66.69, JavaScript: 22.98, HTML: 7.91, Shell: 2.42 } },
  ...['/issues_statistics', '/groups/:id/issues_statistics', '/projects/:id/issues_statistics'].map((p) => ({
    m: 'GET',
    p,
    v: { statistics: { counts: { all: 2, closed: 0, opened: 2 } } },
  })),
  ...['/projects/:id/dora/metrics', '/groups/:id/dora/metrics'].map((p) => ({
    m: 'GET',
    p,
    v: [
      { date: '2025-06-01', value: 3 },
      { date: '2025-06-02', value: 1 },
    ],
  })),
  ...['block', 'unblock', 'activate', 'deactivate', 'ban', 'unban'].map((a) => ({ m: 'POST', p: `/users/:id/${a}`, v: true })),
  { m: 'POST', p: '/users/:id/approve', v: { message: 'Success' } },
  { m: 'POST', p: '/users/:id/reject', s: 200, v: { message: 'Success' } },
  { m: 'POST', p: '/todos/mark_as_done', s: 204 },
  { m: 'POST', p: '/projects/:id/export', s: 202, v: { message: '202 Accepted' } },
  { m: 'POST', p: '/groups/:id/export', s: 202, v: { message: '202 Accepted' } },
  { m: 'POST', p: '/groups/:id/export_relations', s: 202, v: { message: '202 Accepted' } },
  { m: 'POST', p: '/groups/:id/ldap_sync', s: 202 },
  { m: 'POST', p: '/projects/:id/housekeeping', s: 201 },
  { m: 'POST', p: '/projects/:id/mirror/pull', s: 200 },
  { m: 'POST', p: '/projects/:id/remote_mirrors/:mirror_id/sync', s: 204 },
  { m: 'PUT', p: '/projects/:id/packages/generic/:package_name/*package_version/(*path/):file_name', s: 201, v: { message: '201 Created' } },
  { m: 'PUT', p: '/projects/:id/merge_requests/:merge_request_iid/rebase', s: 202, v: { rebase_in_progress: true } },
  { m: 'PUT', p: '/projects/:id/merge_requests/:merge_request_iid/reset_approvals', s: 201 },
];

/** Search: the list shape of each `scope`. */
const SEARCH_SCOPES = {
  projects: 'GET /api/v4/projects',
  issues: 'GET /api/v4/projects/{id}/issues',
  merge_requests: 'GET /api/v4/projects/{id}/merge_requests',
  milestones: 'GET /api/v4/projects/{id}/milestones',
  snippet_titles: 'GET /api/v4/snippets',
  users: 'GET /api/v4/users',
  notes: 'GET /api/v4/projects/{id}/issues/{noteable_id}/notes',
  commits: 'GET /api/v4/projects/{id}/repository/commits',
  wiki_blobs: ['basename', 'data', 'path', 'filename', 'id', 'ref', 'startline', 'project_id'],
  blobs: ['basename', 'data', 'path', 'filename', 'id', 'ref', 'startline', 'project_id'],
};

// ---------------------------------------------------------------------------------------------------------------

const toKey = (method, path) => `${method} /api/v4${path.replace(/:(\w+)/g, '{$1}')}`;
const loose = (key) => key.replace(/\(-\/\)/g, '').replace(/\{[^}]+\}/g, '{}');
const byLoose = new Map();
for (const key of Object.keys(ops)) {
  const k = loose(key);
  if (!byLoose.has(k)) byLoose.set(k, key);
}

/** Spelled-out variants of a path with optional `(...)` groups and `*wildcards`, longest first. */
function variants(path) {
  let out = [path];
  while (out.some((p) => p.includes('('))) {
    out = out.flatMap((p) => {
      const m = /\(([^()]*)\)/.exec(p);
      if (!m) return [p];
      return [p.slice(0, m.index) + m[1] + p.slice(m.index + m[0].length), p.slice(0, m.index) + p.slice(m.index + m[0].length)];
    });
  }
  return out.map((p) => p.replace(/\*(\w+)/g, ':$1')).sort((a, b) => b.length - a.length);
}

function findOp(method, path) {
  for (const p of variants(path)) {
    const key = toKey(method, p);
    if (ops[key]) return key;
    const l = byLoose.get(loose(key));
    if (l) return l;
  }
  if (method !== 'GET') {
    for (const p of variants(path)) {
      const l = byLoose.get(loose(toKey('GET', p)));
      if (l && ops[l].response) return l;
    }
  }
  return undefined;
}

const sets = [];
const setIndex = new Map();
function set(fields) {
  const list = [...new Set(fields)].sort();
  const key = list.join(',');
  if (!setIndex.has(key)) {
    setIndex.set(key, sets.length);
    sets.push(list);
  }
  return setIndex.get(key);
}

function isPluralName(name) {
  return name.endsWith('s') && !SINGULAR_S.test(name);
}

function shapeOf(op) {
  const out = {};
  if (!op?.response?.length) return out;
  out.f = set(op.response);
  const nested = op.nested ?? {};
  const n = {};
  const a = [];
  for (const [field, fields] of Object.entries(nested)) {
    if (!op.response.includes(field)) continue;
    n[field] = set(fields);
    if (NESTED_ARRAYS.has(field) || (!NESTED_OBJECTS.has(field) && isPluralName(field))) a.push(field);
  }
  if (Object.keys(n).length) out.n = n;
  if (a.length) out.a = a.sort();
  return out;
}

function lastStatic(path) {
  const segs = path.split('/').filter(Boolean);
  return segs[segs.length - 1] ?? '';
}

function isList(path) {
  if (LIST_GETS.some((r) => r.test(path))) return true;
  if (OBJECT_GETS.some((r) => r.test(path))) return false;
  const last = lastStatic(path);
  if (last.startsWith(':') || last.startsWith('*') || last.includes('(')) return false;
  return isPluralName(last);
}

const rows = actionsTsv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([id, tier, destructive, readonly, method, path]) => ({ id, tier, destructive, readonly, method, path }));

const routes = [];
const seen = new Map();
const unmatched = [];
for (const row of rows) {
  if (!row.path.startsWith('/')) continue; // GraphQL and "(no request)" actions
  const routeKey = `${row.method} ${row.path}`;
  if (seen.has(routeKey)) {
    // Two actions on one route (e.g. search.*): read-only wins only if all are.
    if (row.readonly !== 'yes') seen.get(routeKey).ro = false;
    continue;
  }
  const entry = { m: row.method, p: row.path, ro: row.readonly === 'yes' };
  seen.set(routeKey, entry);
  routes.push(entry);
}

for (const r of routes) {
  const { m, p } = r;
  const literal = LITERALS.find((l) => l.m === m && l.p === p);
  const raw = RAW_RULES.find(([rm, re]) => rm === m && re.test(p));
  const opKey = findOp(m, p);
  if (!opKey) unmatched.push(`${m} ${p}`);
  const op = opKey ? ops[opKey] : undefined;
  let out;
  if (literal) {
    out = { s: literal.s ?? (m === 'POST' ? 201 : 200), k: literal.v === undefined ? 'empty' : 'literal' };
    if (literal.v !== undefined) out.v = literal.v;
  } else if (raw) {
    out = { s: 200, k: 'raw', ct: raw[2] };
  } else if (m === 'GET' && /\/search$/.test(p)) {
    const x = {};
    for (const [scope, source] of Object.entries(SEARCH_SCOPES)) {
      x[scope] = Array.isArray(source) ? { f: set(source) } : shapeOf(ops[source]);
    }
    out = { s: 200, k: 'list', x };
  } else if (m === 'GET' || m === 'HEAD') {
    out = { s: 200, k: isList(p) ? 'list' : 'object', ...shapeOf(op) };
  } else if (m === 'DELETE') {
    if (DELETE_202.has(p)) out = { s: 202, k: 'literal', v: { message: '202 Accepted' } };
    else if (DELETE_200.has(p)) out = { s: 200, k: 'object', ...shapeOf(op) };
    else out = { s: 204, k: 'empty' };
  } else if (m === 'POST') {
    out = { s: r.ro ? 200 : 201, k: 'object', ...shapeOf(op) };
  } else {
    out = { s: 200, k: 'object', ...shapeOf(op) };
  }
  delete r.ro;
  Object.assign(r, out);
}

routes.sort((a, b) => (a.p === b.p ? a.m.localeCompare(b.m) : a.p < b.p ? -1 : 1));

const data = {
  source: {
    actions: 'spec/reference/actions.tsv',
    shapes: 'data/gitlab/gitlab-api-shapes.json',
    shapesApiVersion: shapes.source?.api_version,
    shapesRetrievedAt: shapes.source?.retrieved_at,
    routes: routes.length,
  },
  sets,
  routes,
};

const header = `/* eslint-disable */
// GENERATED by scripts/gen-sim-shapes.mjs from test/fixtures/reference/actions.tsv and
// test/fixtures/gitlab/gitlab-api-shapes.json. Do not edit: change the script and run it again.
import type { RouteShapeData } from './route-shape.interface';

export const ROUTE_SHAPES: RouteShapeData = `;
const body = JSON.stringify(data)
  .replace(/,"routes":\[/, ',\n"routes":[\n')
  .replace(/\},\{"m":/g, '},\n{"m":')
  .replace(/,"sets":\[/, ',\n"sets":[\n')
  .replace(/\],\[/g, '],\n[');
writeFileSync(outFile, `${header}${body};\n`);

const counts = routes.reduce((acc, r) => ((acc[r.k] = (acc[r.k] ?? 0) + 1), acc), {});
console.log(`wrote ${outFile}`);
console.log(`${routes.length} routes, ${sets.length} field sets, ${Buffer.byteLength(header + body)} bytes`, counts);
if (unmatched.length) console.log(`no shape for ${unmatched.length} route(s):\n  ${unmatched.join('\n  ')}`);
if (process.argv.includes('--print')) {
  for (const r of routes) console.log(r.m.padEnd(6), String(r.s), r.k.padEnd(7), r.p);
}
