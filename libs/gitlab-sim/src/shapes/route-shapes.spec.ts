import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIONS_TSV, API_SHAPES_JSON as API_SHAPES } from '../../../../test/fixtures/paths';
import { ROUTE_SHAPES } from './route-shapes.generated';
import { fastifyPaths } from './shape.responder';


interface ActionRow {
  id: string;
  readonly: string;
  method: string;
  path: string;
}

function readActions(): ActionRow[] {
  const [header, ...lines] = readFileSync(ACTIONS_TSV, 'utf8').trim().split('\n');
  const cols = (header ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const get = (name: string): string => cells[cols.indexOf(name)] ?? '';
    return { id: get('id'), readonly: get('readonly'), method: get('method'), path: get('path') };
  });
}

describe('route shapes: the committed data', () => {
  it('refers only to field sets that exist, and every kind has what it needs', () => {
    const sets = ROUTE_SHAPES.sets.length;
    const valid = (i: number | undefined): boolean => i === undefined || (Number.isInteger(i) && i >= 0 && i < sets);
    for (const r of ROUTE_SHAPES.routes) {
      expect(valid(r.f)).toBe(true);
      for (const i of Object.values(r.n ?? {})) expect(valid(i)).toBe(true);
      for (const a of r.a ?? []) expect(r.n).toHaveProperty(a);
      if (r.k === 'raw') expect(r.ct).toEqual(expect.any(String));
      if (r.k === 'empty') expect([200, 201, 202, 204]).toContain(r.s);
      if (r.x) for (const scope of Object.values(r.x)) expect(valid(scope.f)).toBe(true);
    }
  });

  it('follows the status heuristics: GET 200, POST 201 (200 when read-only), PUT/PATCH 200, DELETE 204/202/200', () => {
    for (const r of ROUTE_SHAPES.routes) {
      if (r.m === 'GET' || r.m === 'HEAD') expect(r.s).toBe(200);
      if (r.m === 'DELETE') expect([200, 202, 204]).toContain(r.s);
      if (r.m === 'POST') expect([200, 201, 202, 204]).toContain(r.s);
    }
    const status = (m: string, p: string): number | undefined => ROUTE_SHAPES.routes.find((r) => r.m === m && r.p === p)?.s;
    expect(status('DELETE', '/projects/:id/labels/:name')).toBe(204);
    expect(status('DELETE', '/projects/:id/repository/merged_branches')).toBe(202);
    expect(status('POST', '/projects/:id/labels')).toBe(201);
    expect(status('POST', '/projects/:id/ci/lint')).toBe(200);
  });

  it('decides list or object per route', () => {
    const kind = (p: string): string | undefined => ROUTE_SHAPES.routes.find((r) => r.m === 'GET' && r.p === p)?.k;
    expect(kind('/projects/:id/issues')).toBe('list');
    expect(kind('/projects/:id/labels')).toBe('list');
    expect(kind('/projects/:id/repository/tree')).toBe('list');
    expect(kind('/topics')).toBe('list');
    expect(kind('/projects/:id/repository/compare')).toBe('object');
    expect(kind('/metadata')).toBe('object');
    expect(kind('/application/settings')).toBe('object');
    expect(kind('/projects/:id/merge_requests/:merge_request_iid/approvals')).toBe('object');
    expect(kind('/projects/:id/labels/:name')).toBe('object');
  });

  it('turns reference paths into Fastify paths', () => {
    expect(fastifyPaths('/projects/:id/issues/:issue_iid')).toEqual(['/projects/:id/issues/:issue_iid']);
    expect(fastifyPaths('/projects/:id/(ref/:ref/)trigger/pipeline')).toEqual(['/projects/:id/ref/:ref/trigger/pipeline', '/projects/:id/trigger/pipeline']);
    expect(fastifyPaths('/groups/:id/(-/)epics/:epic_iid/epics')).toEqual(['/groups/:id/-/epics/:epic_iid/epics', '/groups/:id/epics/:epic_iid/epics']);
    expect(fastifyPaths('/projects/:id/packages/generic/:package_name/*package_version/(*path/):file_name')).toEqual([
      '/projects/:id/packages/generic/:package_name/*',
    ]);
  });
});

describe('route shapes: generated from the reference catalogue', () => {
  const actions = readActions();
  const rest = actions.filter((a) => a.path.startsWith('/'));
  const shapes = JSON.parse(readFileSync(API_SHAPES, 'utf8')) as {
    operations: Record<string, { response?: string[]; nested?: Record<string, string[]> }>;
  };

  it(`covers every REST route of actions.tsv and nothing else (${rest.length} REST actions)`, () => {
    const wanted = new Set(rest.map((a) => `${a.method} ${a.path}`));
    const have = new Set(ROUTE_SHAPES.routes.map((r) => `${r.m} ${r.p}`));
    expect([...wanted].filter((k) => !have.has(k))).toEqual([]);
    expect([...have].filter((k) => !wanted.has(k))).toEqual([]);
    expect(ROUTE_SHAPES.routes).toHaveLength(wanted.size);
  });

  it('holds, for each route with an exact shapes key, the response and nested field names of that operation', () => {
    let checked = 0;
    for (const r of ROUTE_SHAPES.routes) {
      const op = shapes.operations[`${r.m} /api/v4${r.p.replace(/:(\w+)/g, '{$1}')}`];
      if (!op?.response || r.f === undefined) continue;
      checked += 1;
      expect({ route: `${r.m} ${r.p}`, fields: ROUTE_SHAPES.sets[r.f] }).toEqual({ route: `${r.m} ${r.p}`, fields: [...op.response].sort() });
      for (const [field, index] of Object.entries(r.n ?? {})) {
        expect(ROUTE_SHAPES.sets[index]).toEqual([...(op.nested?.[field] ?? [])].sort());
      }
    }
    expect(checked).toBeGreaterThan(700);
  });

  it('stays compact', () => {
    const file = join(__dirname, 'route-shapes.generated.ts');
    expect(readFileSync(file).length).toBeLessThan(300_000);
  });
});
