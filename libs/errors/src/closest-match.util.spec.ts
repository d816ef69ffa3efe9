import { suggestClosest } from './closest-match.util.js';

describe('E-51 suggestClosest', () => {
  const params = ['project_id', 'merge_request_iid', 'milestone_iid', 'branch_name', 'title'];

  it.each<[string, string[]]>([
    ['milestone_id', ['milestone_iid']],
    ['branch', ['branch_name']],
    ['tilte', ['title']],
    ['Project_ID', ['project_id']],
    ['iid', ['milestone_iid', 'merge_request_iid']],
    ['zzz', []],
    ['id', []],
  ])('E-51 %s', (input, expected) => {
    expect(suggestClosest(input, params)).toEqual(expected);
  });

  it('E-51 at most three, closest first', () => {
    expect(suggestClosest('abc', ['abcd', 'xabc', 'ab', 'abc', 'abcde'])).toEqual(['abc', 'abcd', 'xabc']);
  });

  it('E-51 a transposition counts once (Damerau)', () => {
    expect(suggestClosest('rbanch', ['branch'])).toEqual(['branch']);
  });
});
