import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';

type Read = { contents: { uri: string; mimeType?: string; text?: string }[] };
const read = async (client: Client, uri: string): Promise<Read> => (await client.readResource({ uri })) as Read;

/** The deploy key template of resources.tsv, read through access.deploy_key_get. */
describe('A-60 the deploy key resource template', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it('A-60 is listed once access.deploy_key_get exists', async () => {
    const { resourceTemplates } = await server.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('gitlab://project/{project_id}/deploy_key/{deploy_key_id}');
  });

  it('A-60 reads the seeded Release runner key of acme/backend, which may push', async () => {
    const r = await read(server.client, 'gitlab://project/42/deploy_key/1');
    expect(r.contents[0].mimeType).toBe('application/json');
    expect(JSON.parse(r.contents[0].text ?? '{}')).toMatchObject({ id: 1, title: 'Release runner', can_push: true, projects_with_write_access: [{ id: 42, path_with_namespace: 'acme/backend' }] });
  });

  it('A-60 a key not enabled in the project is resource-not-found', async () => {
    await expect(read(server.client, 'gitlab://project/42/deploy_key/2')).rejects.toMatchObject({ code: -32002 });
  });
});
