import { GraphqlDataError } from '@gitlab-mcp/errors';
import { cursorArgs, cursorPageLine, pageInfoOf } from './cursor-page.dto';
import { requireMutationPayload } from './graphql-mutation';

interface Data {
  workItemUpdate: { workItem: { id: string } | null; errors: string[] } | null;
}

describe('requireMutationPayload (E-41, E-42)', () => {
  it('returns the payload of an accepted mutation', () => {
    const p = requireMutationPayload<Data, 'workItemUpdate'>({ data: { workItemUpdate: { workItem: { id: 'gid://gitlab/WorkItem/1' }, errors: [] } } }, 'workItemUpdate');
    expect(p.workItem).toEqual({ id: 'gid://gitlab/WorkItem/1' });
  });

  it('E-42 a null payload beside top-level errors is GitLab\'s reason, never a change', () => {
    const run = (): unknown => requireMutationPayload<Data, 'workItemUpdate'>({ data: { workItemUpdate: null }, errors: [{ message: 'not allowed' }] }, 'workItemUpdate');
    expect(run).toThrow(GraphqlDataError);
    expect(run).toThrow('workItemUpdate GraphQL errors: not allowed');
  });

  it('E-42 a null payload without errors is still not a change', () => {
    expect(() => requireMutationPayload<Data, 'workItemUpdate'>({ data: { workItemUpdate: null } }, 'workItemUpdate')).toThrow(/workItemUpdate GraphQL errors: GitLab returned no result/);
  });

  it('E-41 the payload\'s own errors are mutation errors', () => {
    expect(() => requireMutationPayload<Data, 'workItemUpdate'>({ data: { workItemUpdate: { workItem: null, errors: ['Title is too long', 'x'] } } }, 'workItemUpdate')).toThrow(
      'workItemUpdate mutation errors: Title is too long; x',
    );
  });
});

describe('cursor paging (A-35)', () => {
  it('defaults to first 20 and refuses first with last', () => {
    expect(cursorArgs({})).toEqual({ first: 20, after: undefined, before: undefined });
    expect(cursorArgs({ last: 5, before: 'b' })).toEqual({ last: 5, before: 'b', after: undefined });
    expect(() => cursorArgs({ first: 5, last: 5 })).toThrow('first and last cannot be given together');
  });

  it('maps GitLab\'s pageInfo and says how to move on', () => {
    const p = pageInfoOf({ hasNextPage: true, hasPreviousPage: false, startCursor: 'a', endCursor: 'z' });
    expect(p).toEqual({ has_next_page: true, has_previous_page: false, start_cursor: 'a', end_cursor: 'z' });
    expect(cursorPageLine(p)).toBe('_More results: next page: after="z"._');
    expect(cursorPageLine(pageInfoOf(null))).toBe('_All results shown._');
  });
});
