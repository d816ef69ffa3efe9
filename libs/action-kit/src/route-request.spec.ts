import { ActionRefusalError } from '@gitlab-mcp/errors';
import { planRoute, requestOf } from './route-request.js';

const BRANCH_FIELDS = ['project_id', 'branch', 'search', 'per_page'];

describe('A-10 the route is the request (declared actions)', () => {
  it('binds :id after /projects to project_id and a named placeholder to its field, encoding each as one segment', () => {
    const plan = planRoute('GET /projects/:id/repository/branches/:branch', {}, BRANCH_FIELDS, 'branchGet');
    expect(requestOf(plan, { project_id: 'acme/backend', branch: 'feature/a b', search: 'x' })).toEqual({
      method: 'GET',
      path: '/projects/acme%2Fbackend/repository/branches/feature%2Fa%20b',
      route: '/projects/:id/repository/branches/:branch',
      query: { search: 'x' },
    });
  });

  it('binds :id after /groups, /users and an -ies plural to their singular _id field', () => {
    expect(requestOf(planRoute('GET /groups/:id/members', {}, ['group_id'], 'g'), { group_id: 7 }).path).toBe('/groups/7/members');
    expect(requestOf(planRoute('GET /users/:id/keys', {}, ['user_id'], 'u'), { user_id: 3 }).path).toBe('/users/3/keys');
    expect(requestOf(planRoute('GET /policies/:id', {}, ['policy_id'], 'p'), { policy_id: 1 }).path).toBe('/policies/1');
  });

  it('sends the remaining fields in the query of GET and DELETE and in the body of POST, PUT and PATCH, dropping undefined', () => {
    const get = planRoute('GET /projects/:id/things', {}, ['project_id', 'a', 'b'], 'op');
    expect(requestOf(get, { project_id: 1, a: 'x', b: undefined })).toEqual({ method: 'GET', path: '/projects/1/things', route: '/projects/:id/things', query: { a: 'x' } });
    const post = planRoute('POST /projects/:id/things', { query: ['b'] }, ['project_id', 'a', 'b'], 'op');
    expect(requestOf(post, { project_id: 1, a: ['x'], b: true })).toEqual({ method: 'POST', path: '/projects/1/things', route: '/projects/:id/things', query: { b: true }, body: { a: ['x'] } });
    const bare = planRoute('DELETE /projects/:id/things', {}, ['project_id'], 'op');
    expect(requestOf(bare, { project_id: 1 })).toEqual({ method: 'DELETE', path: '/projects/1/things', route: '/projects/:id/things' });
  });

  it('sends an object of a query string as GitLab hash parameters (not[labels]=x, not[iids][]=1), skipping empty entries', () => {
    const plan = planRoute('GET /projects/:id/issues', {}, ['project_id', 'not', 'state'], 'issueList');
    expect(requestOf(plan, { project_id: 1, not: { labels: 'bug', iids: [1, 2], milestone: undefined }, state: 'opened' })).toEqual({
      method: 'GET',
      path: '/projects/1/issues',
      route: '/projects/:id/issues',
      query: { 'not[labels]': 'bug', 'not[iids]': [1, 2], state: 'opened' },
    });
  });

  it('renames, omits, overrides a placeholder binding and adds fixed parameters as declared', () => {
    const plan = planRoute('PATCH /projects/:id/protected_branches/:name', { path: { name: 'branch' }, rename: { force: 'allow_force_push' }, omit: ['note'], fixed: { kind: 'x' } }, ['project_id', 'branch', 'force', 'note'], 'op');
    expect(requestOf(plan, { project_id: 'a/b', branch: 'release/*', force: false, note: 'n' })).toEqual({
      method: 'PATCH',
      path: '/projects/a%2Fb/protected_branches/release%2F*',
      route: '/projects/:id/protected_branches/:name',
      body: { allow_force_push: false, kind: 'x' },
    });
  });

  it('E-53 refuses "." and ".." as a path value (they would address another resource), naming the operation and field', () => {
    const plan = planRoute('GET /projects/:id/repository/branches/:branch', {}, BRANCH_FIELDS, 'branchGet');
    for (const value of ['.', '..']) {
      expect(() => requestOf(plan, { project_id: '1', branch: value })).toThrow(
        new ActionRefusalError('branchGet: branch must not be "." or ".." (it is one element of the request path and would change which resource is addressed)'),
      );
    }
    expect(requestOf(plan, { project_id: '1', branch: '...' }).path).toBe('/projects/1/repository/branches/...');
  });

  it('A-10 refuses at boot a route that is not REST, a placeholder without a field and a declaration naming an unknown field', () => {
    expect(() => planRoute('POST graphql', {}, [], 'op')).toThrow('route "POST graphql" is not "METHOD /path" (GraphQL, downloads and routes without a request need a handler)');
    expect(() => planRoute('GET /projects/:id/things/:thing', {}, ['project_id'], 'op')).toThrow('route placeholder :thing binds no field of the input DTO; name its field in request.path');
    expect(() => planRoute('GET /projects/:id', { omit: ['nope'] }, ['project_id'], 'op')).toThrow('the request declaration names "nope", which is not a field of the input DTO');
  });
});
