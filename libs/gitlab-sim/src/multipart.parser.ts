/** A file part of a multipart request, as a route sees it. */
export interface SimUploadedFile {
  readonly filename: string;
  readonly content_type: string;
  readonly size: number;
  readonly content: Buffer;
}

/** A parsed multipart body: text fields as strings, file parts as {@link SimUploadedFile}. */
export type SimMultipartBody = Record<string, string | SimUploadedFile>;

/** Whether a body field is an uploaded file. */
export function isUploadedFile(value: unknown): value is SimUploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as { content?: unknown }).content);
}

/** Parses a `multipart/form-data` body with the platform's own decoder (the one `fetch` uses). */
export async function parseMultipart(body: Buffer, contentType: string): Promise<SimMultipartBody> {
  const form = await new Request('http://sim.invalid/', { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType } }).formData();
  const out: SimMultipartBody = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      out[name] = value;
    } else {
      const content = Buffer.from(await value.arrayBuffer());
      out[name] = { filename: value.name, content_type: value.type || 'application/octet-stream', size: content.length, content };
    }
  }
  return out;
}
