import {
  dynamicInvalidParams,
  fieldRequired,
  invalidEnum,
  metaMissingRequired,
  missingRequired,
  paramsRequired,
  unknownAction,
  unknownField,
} from './argument-errors.messages.js';

describe('E-51 dynamic surface check', () => {
  it('E-51 every line that applies, one per line', () => {
    expect(
      dynamicInvalidParams({
        action: 'branch.get',
        unknown: ['brnch', 'foo'],
        missing: ['project_id'],
        valid: ['branch', 'project_id'],
      }),
    ).toBe(
      [
        'gitlab_execute_action/branch.get: invalid params.',
        'Unknown params: brnch, foo',
        'Did you mean branch?',
        'Missing required params: project_id',
        'Valid params: branch, project_id',
      ].join('\n'),
    );
  });

  it('E-51 only the lines that apply', () => {
    expect(dynamicInvalidParams({ action: 'issue.get', unknown: [], missing: ['issue_iid'], valid: ['project_id', 'issue_iid'] })).toBe(
      'gitlab_execute_action/issue.get: invalid params.\nMissing required params: issue_iid\nValid params: project_id, issue_iid',
    );
    expect(dynamicInvalidParams({ action: 'issue.get', unknown: ['zzz'], missing: [], valid: ['project_id', 'issue_iid'] })).toBe(
      'gitlab_execute_action/issue.get: invalid params.\nUnknown params: zzz\nValid params: project_id, issue_iid',
    );
  });

  it('E-51 suggestions of several unknown params, once each', () => {
    expect(
      dynamicInvalidParams({ action: 'milestone.get', unknown: ['milestone_id', 'milestoneiid'], missing: [], valid: ['project_id', 'milestone_iid'] }),
    ).toBe(
      'gitlab_execute_action/milestone.get: invalid params.\nUnknown params: milestone_id, milestoneiid\nDid you mean milestone_iid?\nValid params: project_id, milestone_iid',
    );
  });

  it('E-51 many unknown params: five are named, the rest counted, suggestions only for the named', () => {
    const unknown = ['project_idd', ...Array.from({ length: 499 }, (_, i) => `k${i}`)];
    expect(dynamicInvalidParams({ action: 'project.get', unknown, missing: [], valid: ['project_id'] })).toBe(
      'gitlab_execute_action/project.get: invalid params.\nUnknown params: project_idd, k0, k1, k2, k3 and 495 more\nDid you mean project_id?\nValid params: project_id',
    );
  });
});

describe('E-52 meta surface check', () => {
  it('E-52 missing required params', () => {
    expect(metaMissingRequired('gitlab_issue', 'get', ['issue_iid'])).toBe(
      'gitlab_issue/get: missing required params: issue_iid. Put action-specific fields under params.',
    );
  });

  it('E-52 params required', () => {
    expect(paramsRequired(['project_id', 'issue_iid'])).toBe(
      "'params' is required for this action. Required params: project_id, issue_iid",
    );
  });

  it('E-52 unknown action (no final period)', () => {
    expect(unknownAction('gitlab_issue', 'x', ['create', 'get', 'list'])).toBe(
      'gitlab_issue: unknown action "x". Valid actions: create, get, list',
    );
  });
});

describe('E-53 action decoding', () => {
  it('E-53 unknown field', () => {
    expect(unknownField('foo')).toBe('invalid params for this action: json: unknown field "foo"');
  });

  it('E-53 meta prefixes tool and action', () => {
    expect(unknownField('foo', 'gitlab_issue/get')).toBe(
      'gitlab_issue/get: invalid params for this action: json: unknown field "foo"',
    );
  });
});

describe('E-55 required values', () => {
  it('E-55 an ID must be > 0', () => {
    expect(missingRequired('milestoneGet', 'milestone_iid', 'int')).toBe(
      "milestoneGet: milestone_iid is required (must be > 0). Ensure you use the exact parameter name 'milestone_iid' as documented in the tool description",
    );
  });

  it('E-55 a string must be non-empty', () => {
    expect(missingRequired('branchCreate', 'branch_name', 'string')).toBe(
      "branchCreate: branch_name is required (must be non-empty). Ensure you use the exact parameter name 'branch_name' as documented in the tool description",
    );
  });

  it('E-55 the plain form', () => {
    expect(fieldRequired('title')).toBe('title is required');
  });
});

describe('E-56 fixed sets', () => {
  it('E-56 names the accepted values, no final period', () => {
    expect(invalidEnum('status', 'approve', ['approved', 'rejected'])).toBe(
      'invalid status "approve", must be one of: approved, rejected',
    );
  });
});
