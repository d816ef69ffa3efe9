import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IContainer, IService } from 'kubernetes-models/v1';
import { parseCliArgs } from '../../src/config/cli-args';
import { parseDuration } from '../../src/config/duration';
import { loadConfig } from '../../src/config/load-config';
import { IN_FLIGHT_DRAIN_MS } from '../../src/transports/http/http.shutdown';
import { containerPort, find, flagValues, loadManifests, MANIFEST_DIR, portOf, selects, validateManifest, type ManifestDocument } from '../helpers/kubernetes-manifests';

const docs = loadManifests();
const objects = docs.filter((d) => d.file !== 'kustomization.yaml');
const server = find(docs, 'Deployment', 'gitlab-mcp-server') as unknown as IDeployment;
const redis = find(docs, 'Deployment', 'gitlab-mcp-redis') as unknown as IDeployment;
const containerOf = (d: IDeployment, name: string): IContainer => {
  const c = d.spec?.template.spec?.containers.find((x) => x.name === name);
  if (!c) throw new Error(`no container ${name} in Deployment ${d.metadata?.name}`);
  return c;
};
const serverContainer = containerOf(server, 'server');
const args = serverContainer.args ?? [];
const flags = flagValues(args);
const flag = (name: string): string => {
  const v = flags.get(name);
  if (v === undefined) throw new Error(`the server Deployment passes no ${name}`);
  return v;
};
const podLabels = (d: IDeployment): Record<string, string> => d.spec?.template.metadata?.labels ?? {};

describe('issue 17 #4 Kubernetes manifests (deploy/kubernetes)', () => {
  describe('schemas', () => {
    it('every file parses as YAML and the kustomization lists exactly the other files', () => {
      const kustomization = docs.find((d) => d.file === 'kustomization.yaml')!.body;
      expect(kustomization).toMatchObject({ apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' });
      const files = readdirSync(MANIFEST_DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml').sort();
      expect([...(kustomization.resources as string[])].sort()).toEqual(files);
    });

    it.each(objects.map((d) => [`${d.file} ${String(d.body.kind)}`, d] as const))('%s validates against the Kubernetes OpenAPI schema', (_name, doc) => {
      expect(() => validateManifest(doc)).not.toThrow();
    });

    it.each<[string, (body: IDeployment) => void, RegExp]>([
      ['terminationGracePeriodSeconds as a string', (d) => Object.assign(d.spec!.template.spec!, { terminationGracePeriodSeconds: '50' }), /terminationGracePeriodSeconds must be integer/],
      ['a container port as a string', (d) => Object.assign(d.spec!.template.spec!.containers[0].ports![0], { containerPort: '8080' }), /containerPort must be integer/],
      ['args as one string', (d) => Object.assign(d.spec!.template.spec!.containers[0], { args: '--http' }), /args must be array/],
      ['a container without a name', (d) => delete (d.spec!.template.spec!.containers[0] as Partial<IContainer>).name, /must have required property name/],
    ])('an in-memory copy of the server Deployment with %s fails validation', (_name, mutate, message) => {
      const body = structuredClone(server);
      const copy: ManifestDocument = { file: 'server-deployment.yaml', body: body as unknown as Record<string, unknown> };
      expect(() => validateManifest(copy)).not.toThrow();
      mutate(body);
      expect(() => validateManifest(copy)).toThrow(message);
    });

    it('an unknown apiVersion/kind is refused, not waved through', () => {
      expect(() => validateManifest({ file: 'x.yaml', body: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } } })).toThrow('x.yaml: no schema known for example.com/v1/Widget');
    });
  });

  describe('wiring', () => {
    it('all objects live in the Namespace the folder creates', () => {
      const namespace = find(docs, 'Namespace', 'gitlab-mcp');
      expect(namespace).toBeDefined();
      for (const d of objects.filter((o) => o.body.kind !== 'Namespace')) expect([d.file, (d.body.metadata as { namespace?: string }).namespace]).toEqual([d.file, 'gitlab-mcp']);
    });

    it('the container runs the package bin in HTTP mode', () => {
      const bin = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['gitlab-mcp-server'];
      expect(serverContainer.command).toEqual(['node', bin]);
      expect(flag('--http')).toBe('true');
    });

    it.each([...flags.keys()])('the flag %s is one the server\'s own parser knows (interface.md names)', (name) => {
      const value = flags.get(name)!;
      expect(() => parseCliArgs(value === 'true' ? [name] : [name, value])).not.toThrow();
    });

    it('the server\'s config loader accepts the whole command line and environment of the Deployment', () => {
      const env = Object.fromEntries((serverContainer.env ?? []).map((e) => [e.name, e.value ?? 'k'.repeat(48)]));
      const config = loadConfig(parseCliArgs(args), env);
      expect(config).toMatchObject({ transport: 'http', httpPort: 8080, gitlabUrls: ['https://gitlab.example.com'], drainDelayMs: parseDuration(flag('--drain-delay')) });
    });

    it(`terminationGracePeriodSeconds covers the drain delay plus the in-flight bound (${IN_FLIGHT_DRAIN_MS / 1000} s)`, () => {
      const delayMs = parseDuration(flag('--drain-delay'));
      expect(delayMs).toBeGreaterThan(0);
      const graceMs = (server.spec?.template.spec?.terminationGracePeriodSeconds ?? 30) * 1000;
      expect(delayMs!).toBeLessThan(graceMs - IN_FLIGHT_DRAIN_MS);
    });

    it('readiness and liveness probes GET /health on the port --http-addr listens on', () => {
      const httpPort = portOf(flag('--http-addr'));
      for (const probe of [serverContainer.readinessProbe, serverContainer.livenessProbe]) {
        expect(probe?.httpGet?.path).toBe('/health');
        expect(containerPort(serverContainer, probe?.httpGet?.port)).toBe(httpPort);
      }
      // Readiness must drop on the first 503 so the endpoint leaves rotation within the delay.
      expect(serverContainer.readinessProbe?.failureThreshold).toBe(1);
      expect((serverContainer.readinessProbe?.periodSeconds ?? 10) * 1000).toBeLessThan(parseDuration(flag('--drain-delay'))!);
    });

    it('the MCP Service targets the --http-addr port; the metrics Service and its Prometheus annotations target the --metrics-addr port', () => {
      const mcp = find(docs, 'Service', 'gitlab-mcp-server') as unknown as IService;
      const metrics = find(docs, 'Service', 'gitlab-mcp-server-metrics') as unknown as IService;
      const metricsPort = portOf(flag('--metrics-addr'));
      expect(selects(mcp.spec?.selector, podLabels(server))).toBe(true);
      expect(selects(metrics.spec?.selector, podLabels(server))).toBe(true);
      expect(mcp.spec?.ports?.map((p) => containerPort(serverContainer, p.targetPort))).toEqual([portOf(flag('--http-addr'))]);
      expect(mcp.spec?.ports?.map((p) => containerPort(serverContainer, p.targetPort))).not.toContain(metricsPort);
      expect(metrics.spec?.ports?.map((p) => containerPort(serverContainer, p.targetPort))).toEqual([metricsPort]);
      expect(metrics.metadata?.annotations).toEqual({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort), 'prometheus.io/path': '/metrics' });
    });

    it('--redis-url names the Redis Service and its port, which reaches the Redis container', () => {
      const url = new URL(flag('--redis-url'));
      const service = find(docs, 'Service', url.hostname) as unknown as IService;
      const port = service.spec?.ports?.find((p) => p.port === Number(url.port));
      expect(url.protocol).toBe('redis:');
      expect(port).toBeDefined();
      expect(selects(service.spec?.selector, podLabels(redis))).toBe(true);
      expect(containerPort(containerOf(redis, 'redis'), port?.targetPort)).toBe(6379);
    });

    it('Redis keeps nothing on disk: persistence off', () => {
      const redisArgs = flagValues(containerOf(redis, 'redis').args ?? []);
      expect(redisArgs.get('--appendonly')).toBe('no');
      expect(containerOf(redis, 'redis').args).toEqual(expect.arrayContaining(['--save', '']));
    });

    it('only the server pods may reach Redis, on its port', () => {
      const policy = find(docs, 'NetworkPolicy', 'gitlab-mcp-redis') as unknown as INetworkPolicy;
      expect(selects(policy.spec?.podSelector?.matchLabels, podLabels(redis))).toBe(true);
      const rule = policy.spec?.ingress?.[0];
      expect(selects(rule?.from?.[0]?.podSelector?.matchLabels, podLabels(server))).toBe(true);
      expect(rule?.ports?.map((p) => p.port)).toEqual([6379]);
    });

    it('the PodDisruptionBudget selects the server pods and keeps one; the HPA scales that Deployment from two', () => {
      const pdb = find(docs, 'PodDisruptionBudget', 'gitlab-mcp-server') as unknown as IPodDisruptionBudget;
      const hpa = find(docs, 'HorizontalPodAutoscaler', 'gitlab-mcp-server') as unknown as IHorizontalPodAutoscaler;
      expect(selects(pdb.spec?.selector?.matchLabels, podLabels(server))).toBe(true);
      expect(selects(server.spec?.selector.matchLabels, podLabels(server))).toBe(true);
      expect(pdb.spec?.minAvailable).toBe(1);
      expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gitlab-mcp-server' });
      expect(hpa.spec?.minReplicas).toBeGreaterThan(pdb.spec?.minAvailable as number);
    });

    it('both containers run as non-root on a read-only root filesystem (the server writes nothing to disk)', () => {
      for (const [d, name] of [[server, 'server'], [redis, 'redis']] as const) {
        expect(d.spec?.template.spec?.securityContext?.runAsNonRoot).toBe(true);
        expect(containerOf(d, name).securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        expect(containerOf(d, name).resources?.limits?.memory).toBeDefined();
      }
      expect(server.spec?.template.spec?.volumes).toBeUndefined();
    });
  });
});
