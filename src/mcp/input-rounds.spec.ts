import { ElicitationDeferredError } from '@gitlab-mcp/action-kit';
import type { ServerContext } from '@modelcontextprotocol/server';
import { InputRounds } from './input-rounds';

const KEY = 'k'.repeat(32);
const ctxWith = (requestState?: string, inputResponses?: Record<string, unknown>): ServerContext =>
  ({ mcpReq: { method: 'tools/call', requestState: () => requestState, inputResponses } }) as unknown as ServerContext;
const question = new ElicitationDeferredError('Confirm gitlab_branch/delete? This action may be irreversible.', { type: 'object' });
const ARGS = { action: 'delete', params: { branch: 'x', project_id: 'a/b' } };

describe('InputRounds (2026-07-28 multi-round-trip state, issue 15 item 2)', () => {
  afterEach(() => jest.useRealTimers());

  it('a state resumes its call once, with the answer of the round appended', async () => {
    const rounds = new InputRounds(KEY, new Map(), 'cred-a');
    expect(await rounds.answers(ctxWith(), 'gitlab_branch', ARGS)).toEqual({ answers: [] });
    const asked = await rounds.ask(ctxWith(), 'gitlab_branch', ARGS, [], question);
    const state = String(asked.requestState);
    const answer = { question: { action: 'accept', content: { confirm: true } } };
    // The same arguments in another key order are the same call.
    expect(await rounds.answers(ctxWith(state, answer), 'gitlab_branch', { params: { project_id: 'a/b', branch: 'x' }, action: 'delete' })).toEqual({ answers: [{ action: 'accept', content: { confirm: true } }] });
    expect(await rounds.answers(ctxWith(state, answer), 'gitlab_branch', ARGS)).toEqual({ refused: 'replayed' });
  });

  it('a state older than ten minutes is refused as expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z') });
    const rounds = new InputRounds(KEY, new Map(), 'cred-a');
    const state = String((await rounds.ask(ctxWith(), 'gitlab_branch', ARGS, [], question)).requestState);
    jest.setSystemTime(new Date('2026-12-03T10:10:01Z'));
    expect(await rounds.answers(ctxWith(state), 'gitlab_branch', ARGS)).toEqual({ refused: 'expired' });
  });

  it('a state of another credential, another key or another call is refused', async () => {
    const spent = new Map<string, number>();
    const state = String((await new InputRounds(KEY, spent, 'cred-a').ask(ctxWith(), 'gitlab_branch', ARGS, [], question)).requestState);
    expect(await new InputRounds(KEY, spent, 'cred-b').answers(ctxWith(state), 'gitlab_branch', ARGS)).toEqual({ refused: 'foreign_credential' });
    expect(await new InputRounds('z'.repeat(32), spent, 'cred-a').answers(ctxWith(state), 'gitlab_branch', ARGS)).toEqual({ refused: 'tampered' });
    expect(await new InputRounds(KEY, spent, 'cred-a').answers(ctxWith(state), 'gitlab_tag', ARGS)).toEqual({ refused: 'foreign_call' });
  });
});
