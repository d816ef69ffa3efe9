import type { MultipartValue } from './gitlab-request.interface.js';

/** A request body ready to send, with its media type. */
export interface EncodedBody {
  readonly data: string | Buffer;
  readonly contentType: string;
}

/** A JSON body. */
export function encodeJson(body: unknown): EncodedBody {
  return { data: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * A `multipart/form-data` body, encoded by the platform's own `FormData` serialiser (the boundary
 * and part headers are the WHATWG encoder's). Files come from memory; nothing touches the disk.
 */
export async function encodeMultipart(fields: Readonly<Record<string, MultipartValue>>): Promise<EncodedBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      form.append(name, new Blob([new Uint8Array(value.content)], { type: value.contentType ?? 'application/octet-stream' }), value.filename);
    } else {
      form.append(name, String(value));
    }
  }
  const encoded = new Response(form);
  return {
    data: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}
