import { createRequestStateCodec, inputRequired, inputResponse, type InputRequiredResult, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import type { ElicitationDeferredError } from '@gitlab-mcp/action-kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ElicitAnswer } from '../pipeline/index.js';

/** What a sealed `requestState` carries between the rounds of one tool call. */
interface RoundState {
  /** The tool and a digest of its arguments: the state resumes this call and no other. */
  readonly tool: string;
  readonly args: string;
  /** The user's answers so far, in the order the handler asked. */
  readonly answers: readonly ElicitAnswer[];
  /** Single use: a state is spent when it is presented. */
  readonly nonce: string;
}

/** The key of the one embedded request each round carries. */
const QUESTION = 'question';
/** How long a sealed state stays valid: a person answers a question in this time. */
const STATE_TTL_SECONDS = 600;

/** Why a presented state is refused, from the codec's fixed reason codes and our own checks. */
export type StateRefusal = 'tampered' | 'expired' | 'foreign_credential' | 'foreign_call' | 'replayed';

/**
 * The rounds of a 2026-07-28 tools/call that asks the user (a destructive call's confirmation, a
 * guided flow's questions): the question goes back as an `input_required` result with a sealed
 * `requestState` (HMAC, `createRequestStateCodec`: bound to the credential, the tool and a digest of
 * its arguments, ten minutes, single use), and the retry carries the answer. The handler runs
 * again from the start each round; `elicit` returns the answers given so far, then defers the
 * next question. A tampered, expired, replayed or foreign state is refused with a clear error.
 */
export class InputRounds {
  private readonly codec: RequestStateCodec<RoundState>;

  /**
   * @param key the process's HMAC key (see {@link requestStateKey})
   * @param spent the process's spent nonces, each until its state would have expired anyway
   * @param credential the caller's credential digest (the pool key over HTTP; the process over stdio)
   */
  constructor(
    key: Uint8Array | string,
    private readonly spent: Map<string, number>,
    credential: string,
  ) {
    this.codec = createRequestStateCodec<RoundState>({ key, ttlSeconds: STATE_TTL_SECONDS, bind: (ctx) => `${ctx.mcpReq.method}\0${credential}` });
  }

  /**
   * The answers of the rounds so far: none for a first call; the sealed ones plus this round's for
   * a retry with a valid state; a refusal for any other state.
   */
  async answers(ctx: ServerContext, tool: string, args: Readonly<Record<string, unknown>>): Promise<{ answers: ElicitAnswer[] } | { refused: StateRefusal }> {
    const wire = ctx.mcpReq.requestState<string>();
    if (wire === undefined) return { answers: [] };
    let state: RoundState;
    try {
      state = await this.codec.verify(wire, ctx);
    } catch (e) {
      const reason = e instanceof Error ? e.message : '';
      return { refused: reason === 'expired' ? 'expired' : reason === 'bind' ? 'foreign_credential' : 'tampered' };
    }
    if (state.tool !== tool || state.args !== digest(args)) return { refused: 'foreign_call' };
    this.sweep();
    if (this.spent.has(state.nonce)) return { refused: 'replayed' };
    this.spent.set(state.nonce, Date.now() + STATE_TTL_SECONDS * 1000);
    const answer = inputResponse(ctx.mcpReq.inputResponses, QUESTION);
    const answers = [...state.answers];
    if (answer.kind === 'elicit') answers.push({ action: answer.action, ...(answer.content === undefined ? {} : { content: answer.content }) });
    return { answers };
  }

  /** The `input_required` answer that asks the deferred question, with the answers so far sealed. */
  async ask(ctx: ServerContext, tool: string, args: Readonly<Record<string, unknown>>, answers: readonly ElicitAnswer[], deferred: ElicitationDeferredError): Promise<InputRequiredResult> {
    const requestState = await this.codec.mint({ tool, args: digest(args), answers, nonce: randomUUID() }, ctx);
    return inputRequired({
      inputRequests: { [QUESTION]: inputRequired.elicit({ mode: 'form', message: deferred.question, requestedSchema: deferred.schema as never }) },
      requestState,
    });
  }

  private sweep(): void {
    const now = Date.now();
    for (const [nonce, until] of this.spent) if (until < now) this.spent.delete(nonce);
  }
}

/** The configured key (`GITLAB_MCP_REQUEST_STATE_KEY`), or 32 random bytes drawn once for this process. */
export function requestStateKey(configured: string | undefined): Uint8Array | string {
  return configured ?? randomBytes(32);
}

/** A digest of the arguments that does not depend on the order of their keys. */
function digest(args: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
