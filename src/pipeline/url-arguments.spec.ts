import { ActionRefusalError } from '@gitlab-mcp/errors';
import type { CatalogEntry } from '../catalog/index';
import { resolveUrlArguments } from './url-arguments';

const mrGet = {
  id: 'merge_request.get',
  params: ['project_id', 'merge_request_iid'],
  required: ['project_id', 'merge_request_iid'],
  inputSchema: { type: 'object', properties: { project_id: { type: 'string' }, merge_request_iid: { type: 'integer' } } },
  options: { operation: 'mergeRequestGet' },
} as unknown as CatalogEntry;

const H = 'https://gitlab.example.com';
const OPEN = new Set(['string', 'integer']);
const CLOSED = new Set(['string']);
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof ActionRefusalError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe('GitLab web URLs as arguments (issue 14)', () => {
  it('a merge request URL as project_id gives the project and the merge request', () => {
    expect(resolveUrlArguments(mrGet, { project_id: `${H}/acme/backend/-/merge_requests/42` }, H, OPEN)).toEqual({ project_id: 'acme/backend', merge_request_iid: 42 });
  });

  it('a URL as merge_request_iid is read where the surface converts values, left to the schema where it is closed', () => {
    expect(resolveUrlArguments(mrGet, { merge_request_iid: `${H}/acme/backend/-/merge_requests/42` }, H, OPEN)).toEqual({ project_id: 'acme/backend', merge_request_iid: 42 });
    const closed = { merge_request_iid: `${H}/acme/backend/-/merge_requests/42` };
    expect(resolveUrlArguments(mrGet, closed, H, CLOSED)).toBe(closed);
  });

  it('a value the call gave that agrees with the URL is kept; one that contradicts it is refused', () => {
    expect(resolveUrlArguments(mrGet, { project_id: `${H}/acme/backend/-/merge_requests/42`, merge_request_iid: 42 }, H, OPEN)).toEqual({ project_id: 'acme/backend', merge_request_iid: 42 });
    expect(refusal(() => resolveUrlArguments(mrGet, { project_id: `${H}/acme/backend/-/merge_requests/42`, merge_request_iid: 7 }, H, OPEN))).toBe(
      'mergeRequestGet: merge_request_iid is 7 but the URL given as project_id says 42; send one of them',
    );
  });

  it('a URL of another GitLab is refused with what to send instead', () => {
    expect(refusal(() => resolveUrlArguments(mrGet, { project_id: 'https://gitlab.other.org/acme/backend' }, H, OPEN))).toBe(
      'mergeRequestGet: project_id is a URL of gitlab.other.org, but this server works with the GitLab at gitlab.example.com; send project_id itself or a URL of gitlab.example.com',
    );
  });

  it('a URL that shows something else than the parameter names is refused', () => {
    expect(refusal(() => resolveUrlArguments(mrGet, { merge_request_iid: `${H}/acme/backend/-/pipelines/9` }, H, OPEN))).toBe(
      'mergeRequestGet: merge_request_iid was given the URL of a pipeline, which does not say which merge_request_iid to use; send merge_request_iid itself',
    );
  });

  it('a project URL names the project only', () => {
    expect(resolveUrlArguments(mrGet, { project_id: `${H}/acme/backend`, merge_request_iid: 3 }, H, OPEN)).toEqual({ project_id: 'acme/backend', merge_request_iid: 3 });
  });
});
