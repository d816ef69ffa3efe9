import { connect } from 'node:net';

/** A response read off a raw socket: status line code, lower-case headers and body text. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * Sends `head` (request line and header lines, without the blank line) and `body` over a plain
 * socket, so a test can send what fetch refuses to (repeated headers, HTTP/1.0 without Host),
 * and reads until the server closes the connection.
 */
export function rawRequest(endpoint: URL, head: readonly string[], body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(endpoint.port), endpoint.hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', reject);
    socket.on('end', () => resolve(parse(text)));
    const lines = [...head, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

function parse(text: string): RawResponse {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}
