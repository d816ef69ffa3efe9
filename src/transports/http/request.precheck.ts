import type { IncomingMessage } from 'node:http';

/** A refusal of the HTTP transport, answered before any credential is looked at. */
export interface FrontRefusal {
  readonly status: number;
  readonly code: number;
  readonly message: string;
}

/** The 415 of a body that is not JSON: the same whether the Content-Type is wrong or missing. */
export const UNSUPPORTED_MEDIA_TYPE: FrontRefusal = { status: 415, code: -32600, message: 'Unsupported Media Type: Content-Type must be application/json' };

/** Headers that must arrive at most once (each carries a secret or picks the instance it goes to), by lower-case name. */
const SINGLE_HEADERS: Readonly<Record<string, string>> = { 'private-token': 'PRIVATE-TOKEN', authorization: 'Authorization', 'gitlab-url': 'GITLAB-URL' };

/**
 * What makes a request unanswerable before any work or GitLab traffic: no `Host` (HTTP/1.0
 * allows it, this server does not), a credential or instance header sent twice (Node would
 * join or drop the copies, so two secrets could travel as one), and for a POST a body that is
 * not JSON. Undefined when the request may proceed.
 */
export function precheck(req: IncomingMessage): FrontRefusal | undefined {
  if (!req.headers.host) return { status: 400, code: -32600, message: 'Bad Request: the Host header is required' };
  const twice = repeatedHeader(req.rawHeaders);
  if (twice) return { status: 400, code: -32600, message: `Bad Request: the ${twice} header was sent more than once; send it once` };
  if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return UNSUPPORTED_MEDIA_TYPE;
  return undefined;
}

/** The first of SINGLE_HEADERS present more than once. */
function repeatedHeader(raw: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (!Object.prototype.hasOwnProperty.call(SINGLE_HEADERS, name)) continue;
    if (seen.has(name)) return SINGLE_HEADERS[name];
    seen.add(name);
  }
  return undefined;
}
