import { ActionRefusalError } from './action-refusal.error.js';
import { unknownAction } from './argument-errors.messages.js';
import type { FailedRequest } from './failed-request.js';
import { GitlabCallError } from './gitlab-call.error.js';
import { GraphqlDataError } from './graphql-data.error.js';

describe('E-01 E-04 error classes', () => {
  it('E-01 GitlabCallError carries the composed message and its inputs', () => {
    const failure: FailedRequest = {
      transport: 'rest',
      method: 'POST',
      url: 'https://gitlab.example.com/api/v4/projects/42/issues',
      status: 403,
      body: '{"message":"403 Forbidden"}',
    };
    const error = new GitlabCallError('issueCreate', failure);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GitlabCallError');
    expect(error.message).toBe(
      'issueCreate: access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings: POST https://gitlab.example.com/api/v4/projects/42/issues: 403 {message: 403 Forbidden}',
    );
    expect(error.operation).toBe('issueCreate');
    expect(error.failure).toBe(failure);
    expect(error.hints).toEqual([]);
  });

  it('E-04 ActionRefusalError is the prose sentence, not the five-part form', () => {
    const refusal = new ActionRefusalError(unknownAction('gitlab_issue', 'x', ['get']));
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.name).toBe('ActionRefusalError');
    expect(refusal.message).toBe('gitlab_issue: unknown action "x". Valid actions: get');
  });
});

describe('E-41 E-42 GraphqlDataError', () => {
  it('E-41 its message is the errors, compose adds the operation, classification and hint', () => {
    const error = new GraphqlDataError({ source: 'top-level', operation: 'issueSetEscalation', messages: ['a', 'b'] });
    expect(error.name).toBe('GraphqlDataError');
    expect(error.message).toBe('issueSetEscalation GraphQL errors: a; b');
    expect(error.compose('issueEscalate', [{ text: 'only 404', statuses: [404] }, { text: 'verify issue_iid' }])).toBe(
      'issueEscalate: unexpected error. Suggestion: verify issue_iid: issueSetEscalation GraphQL errors: a; b',
    );
  });

  it('E-24 compose puts the fine-grained description first and drops the hint', () => {
    const error = new GraphqlDataError({ source: 'top-level', operation: 'project', messages: ['404 Not Found'] });
    expect(error.compose('projectGet', [{ text: 'verify project_id' }])).toBe(
      'projectGet: not found: GitLab could not find what this call names, or the token may not see it. A fine-grained token sees only the projects and groups its grant covers: project GraphQL errors: 404 Not Found',
    );
  });
});
