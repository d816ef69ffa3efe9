import type { FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';

/**
 * The request as a web-standard `Request` for the 2026-07-28 SDK entry: the same path, headers and
 * the body Fastify already parsed (sent again as JSON text; the entry reads `parsedBody`).
 * `signal` aborts when the client goes away.
 */
export function webRequestOf(req: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = req.method === 'POST' && req.body !== undefined ? JSON.stringify(req.body) : undefined;
  // The Host header was checked before (DNS rebinding); the URL only carries the path, on a fixed base that always parses.
  return new Request(new URL(req.url, 'http://localhost'), { method: req.method, headers, body, signal });
}

/**
 * Writes a web-standard `Response` (a JSON body or an SSE stream, marked unbuffered) to the raw
 * Node response. The client going away cancels the body, so a stream's producer stops at once.
 */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // An event stream must reach the client as it is written: no proxy buffering (nginx and the like).
  if (headers['content-type']?.startsWith('text/event-stream')) headers['x-accel-buffering'] = 'no';
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const gone = (): void => void reader.cancel().catch(() => undefined);
  res.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await writable(res);
    }
  } finally {
    res.off('close', gone);
    reader.releaseLock();
    res.end();
  }
}

/** Resolves when `res` takes more data, or is gone. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const settle = (): void => {
      res.off('drain', settle);
      res.off('close', settle);
      resolve();
    };
    res.once('drain', settle);
    res.once('close', settle);
  });
}
