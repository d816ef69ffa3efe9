import type { FailedRequest } from './failed-request.js';
import { describeFineGrainedRejection } from './fine-grained.classifier.js';
import { composeGitlabError } from './gitlab-error.composer.js';

const APPROVE_SENTENCE =
  'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Merge Request: Approve].';
const NO_PERMISSION_SENTENCE = "Access denied: This operation doesn't support fine-grained personal access tokens.";
const NOT_SUPPORTED_SENTENCE = 'Access denied: Fine-grained personal access tokens are not yet supported.';
const GENERIC_REFUSAL =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
const NEW_GRANT =
  "A token's grant cannot be changed after it is created: create a new fine-grained personal access token that grants it, or use a classic token where the group does not refuse one (a classic token refused this way sits under a group that enforces fine-grained tokens)";
const APPROVE_DESCRIPTION = `access denied: this call needs the fine-grained project permission [Merge Request: Approve], which the token was not granted. ${NEW_GRANT}`;

const restGranular = (description: string | undefined): FailedRequest => ({
  transport: 'rest',
  method: 'POST',
  url: 'https://gitlab.example.com/api/v4/projects/42/merge_requests/7/approve',
  status: 403,
  body: JSON.stringify({ error: 'insufficient_granular_scope', error_description: description }),
});
const graphql200 = (...messages: string[]): FailedRequest => ({
  transport: 'graphql',
  method: 'POST',
  url: 'https://gitlab.example.com/api/graphql',
  status: 200,
  graphqlErrors: { source: 'top-level', operation: 'mergeRequestAccept', messages },
});

describe('E-20 REST fine-grained rejections', () => {
  it('E-20 a 403 with insufficient_granular_scope is described from GitLab\'s sentence', () => {
    expect(composeGitlabError('mrApprove', restGranular(APPROVE_SENTENCE))).toBe(
      `mrApprove: ${APPROVE_DESCRIPTION} ({error: insufficient_granular_scope}, {error_description: ${APPROVE_SENTENCE}}): POST https://gitlab.example.com/api/v4/projects/42/merge_requests/7/approve: 403 {error: insufficient_granular_scope}, {error_description: ${APPROVE_SENTENCE}}`,
    );
  });

  it('E-20 an unknown sentence is still a fine-grained rejection', () => {
    expect(describeFineGrainedRejection(restGranular('Access denied: something new.'))).toBe(
      `access denied: this call is outside the fine-grained personal access token's grant. ${NEW_GRANT}`,
    );
  });

  it('E-20 a 403 without the code is the ordinary 403', () => {
    const failure: FailedRequest = { ...restGranular(APPROVE_SENTENCE), body: JSON.stringify({ message: APPROVE_SENTENCE }) };
    expect(describeFineGrainedRejection(failure)).toBeUndefined();
  });

  it('E-20 the code on another status is not a grant rejection', () => {
    expect(describeFineGrainedRejection({ ...restGranular(APPROVE_SENTENCE), status: 401 })).toBeUndefined();
  });
});

describe('E-21 E-22 GraphQL fine-grained rejections', () => {
  it('E-21 an errors[] entry inside a 200 is read', () => {
    expect(describeFineGrainedRejection(graphql200(APPROVE_SENTENCE))).toBe(APPROVE_DESCRIPTION);
  });

  it('E-21 every entry is read whole, also where several were joined with "; "', () => {
    expect(describeFineGrainedRejection(graphql200(`Something else; ${NOT_SUPPORTED_SENTENCE}`))).toBe(
      "access denied: fine-grained personal access tokens are not enabled for this token's user on this instance (GitLab's granular_personal_access_tokens feature flag), so GitLab refuses every call the token makes. Use a classic personal access token, or ask the instance admin to enable the feature for this user",
    );
  });

  it('E-21 entries in the body of a GraphQL error status are read too', () => {
    const failure: FailedRequest = {
      transport: 'graphql',
      method: 'POST',
      url: 'https://gitlab.example.com/api/graphql',
      status: 403,
      body: JSON.stringify({ errors: [{ message: APPROVE_SENTENCE }] }),
    };
    expect(describeFineGrainedRejection(failure)).toBe(APPROVE_DESCRIPTION);
  });

  it('E-22 GitLab\'s generic GraphQL refusal is left as it is', () => {
    expect(describeFineGrainedRejection(graphql200(GENERIC_REFUSAL))).toBeUndefined();
    expect(composeGitlabError('mrAccept', graphql200(GENERIC_REFUSAL))).toBe(
      `mrAccept: unexpected error: mergeRequestAccept GraphQL errors: ${GENERIC_REFUSAL}`,
    );
  });
});

describe('E-23 mapping table', () => {
  it.each<[string, string, string]>([
    ['required permission', APPROVE_SENTENCE, APPROVE_DESCRIPTION],
    [
      'no fine-grained permission declared',
      NO_PERMISSION_SENTENCE,
      'access denied: GitLab declares no fine-grained permission for this operation, so no fine-grained personal access tokens can call it on this instance. Use a classic personal access token for this call, where the group does not enforce fine-grained tokens',
    ],
    [
      'not yet supported',
      NOT_SUPPORTED_SENTENCE,
      "access denied: fine-grained personal access tokens are not enabled for this token's user on this instance (GitLab's granular_personal_access_tokens feature flag), so GitLab refuses every call the token makes. Use a classic personal access token, or ask the instance admin to enable the feature for this user",
    ],
    [
      '404 Not Found entry',
      '404 Not Found',
      'not found: GitLab could not find what this call names, or the token may not see it. A fine-grained token sees only the projects and groups its grant covers',
    ],
  ])('E-23 %s', (_name, sentence, description) => {
    expect(describeFineGrainedRejection(graphql200(sentence))).toBe(description);
    if (sentence !== '404 Not Found') expect(describeFineGrainedRejection(restGranular(sentence))).toBe(description);
  });

  it('E-23 several permissions and another scope', () => {
    const sentence =
      'Access denied: This operation requires a fine-grained personal access token with the following group permissions: [Group: Read, Member Role: Delete].';
    expect(describeFineGrainedRejection(restGranular(sentence))).toBe(
      `access denied: this call needs the fine-grained group permissions [Group: Read, Member Role: Delete], which the token was not granted. ${NEW_GRANT}`,
    );
  });
});

describe('E-24 where the description goes', () => {
  it('E-24 ahead of the cause, never twice, handler\'s hint dropped (REST)', () => {
    const hints = [{ text: 'requires Maintainer role', statuses: [403], namesRole: true }, { text: 'any', anyError: true }];
    const message = composeGitlabError('mrApprove', restGranular(APPROVE_SENTENCE), hints);
    expect(message.startsWith(`mrApprove: ${APPROVE_DESCRIPTION} (`)).toBe(true);
    expect(message.split(APPROVE_DESCRIPTION)).toHaveLength(2);
    expect(message).not.toContain('Suggestion:');
  });

  it('E-24 inside a 200 too, in place of "unexpected error", hint dropped', () => {
    const hints = [{ text: 'you need Developer role', namesRole: true }];
    expect(composeGitlabError('mrAccept', graphql200(`${APPROVE_SENTENCE}; ${APPROVE_SENTENCE}`), hints)).toBe(
      `mrAccept: ${APPROVE_DESCRIPTION}: mergeRequestAccept GraphQL errors: ${APPROVE_SENTENCE}; ${APPROVE_SENTENCE}`,
    );
  });
});
