import { isUploadedFile, startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

/** A 1×1 PNG: binary bytes (a NUL among them) that must reach GitLab unchanged. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The file part GitLab received for the last upload. */
function uploaded(sim: GitlabSim): { filename: string; content_type: string; content: Buffer } {
  const sent = sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/wikis/attachments')).at(-1);
  const file = (sent?.body as Record<string, unknown> | undefined)?.['file'];
  if (!isUploadedFile(file)) throw new Error('no file part reached the simulator');
  return file;
}

describe.each(SURFACES)('story: a wiki attachment travels in the call on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const call = (id: string, params: Record<string, unknown>): Promise<Result> => callAction(server.client, surface, id, params) as Promise<Result>;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface } });
    await server.client.listTools();
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('wiki.upload_attachment sends base64 content as multipart bytes, unchanged, and returns Markdown to embed it', async () => {
    const r = await call('wiki.upload_attachment', { project_id: '42', file_name: 'pixel.png', content: PNG.toString('base64'), encoding: 'base64', content_type: 'image/png', branch: 'main' });
    expect(r.isError).toBeFalsy();
    const file = uploaded(sim);
    expect(file.filename).toBe('pixel.png');
    expect(file.content_type).toBe('image/png');
    expect(file.content.equals(PNG)).toBe(true);
    expect(r.structuredContent).toMatchObject({ file_name: 'pixel.png', branch: 'main', link: { markdown: expect.stringMatching(/^!\[pixel\.png\]\(uploads\/[0-9a-f]{32}\/pixel\.png\)$/) } });
    expect(textOf(r)).toContain(`- **Size**: ${PNG.length} bytes`);
  });

  it('wiki.upload_attachment sends text content as UTF-8', async () => {
    const r = await call('wiki.upload_attachment', { project_id: '42', file_name: 'notes.md', content: 'Grüße\n' });
    expect(r.isError).toBeFalsy();
    expect(uploaded(sim).content.toString('utf8')).toBe('Grüße\n');
    expect(uploaded(sim).content_type).toBe('application/octet-stream');
  });

  it('content that claims base64 but is not is refused before GitLab is asked', async () => {
    const before = sim.requests.length;
    const r = await call('wiki.upload_attachment', { project_id: '42', file_name: 'x.bin', content: 'not base64!!', encoding: 'base64' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe('wikiUploadAttachment: content is not valid base64 (encoding "base64" was given). Send the bytes base64-encoded, or plain text with encoding "text".');
    expect(sim.requests.slice(before).filter((q) => q.path.includes('/wikis'))).toEqual([]);
  });
});
