import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Namespace, Service } from 'kubernetes-models/v1';
import type { IContainer, IContainerPort } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

/** The folder of the Kubernetes manifests, relative to the repository root. */
export const MANIFEST_DIR = join(__dirname, '..', '..', 'deploy', 'kubernetes');

/** One YAML document of a manifest file, as parsed. */
export interface ManifestDocument {
  readonly file: string;
  readonly body: Record<string, unknown>;
}

/** A model class of `kubernetes-models`: its constructor takes the object, `validate()` throws on a schema violation. */
type ModelClass = new (data: never) => { validate(): void };

/** The kinds the manifests use, by `apiVersion/kind`, each checked by the official OpenAPI schema it was generated from. */
const MODELS: Readonly<Record<string, ModelClass>> = {
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

/** Every document of every `*.yaml` file in the folder; a YAML syntax error throws, naming the file. */
export function loadManifests(dir = MANIFEST_DIR): ManifestDocument[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml')).sort();
  return files.flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return { file, body: doc.toJS() as Record<string, unknown> };
    }),
  );
}

/**
 * Validates one Kubernetes object against its schema; throws with the file, the kind and the
 * schema's complaint. An `apiVersion/kind` without a model is refused too (nothing unchecked).
 */
export function validateManifest(doc: ManifestDocument): void {
  const key = `${String(doc.body.apiVersion)}/${String(doc.body.kind)}`;
  const Model = MODELS[key];
  if (!Model) throw new Error(`${doc.file}: no schema known for ${key}`);
  try {
    new Model(doc.body as never).validate();
  } catch (e) {
    throw new Error(`${doc.file} (${key}): ${(e as Error).message}`);
  }
}

/** The document of `kind` named `name`; throws when there is none. */
export function find(docs: readonly ManifestDocument[], kind: string, name: string): Record<string, unknown> {
  const found = docs.find((d) => d.body.kind === kind && (d.body.metadata as { name?: string } | undefined)?.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in ${MANIFEST_DIR}`);
  return found.body;
}

/** `--flag value` pairs of a container's args (a flag without a value, e.g. `--http`, maps to "true"). */
export function flagValues(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      out.set(args[i], next);
      i++;
    } else {
      out.set(args[i], 'true');
    }
  }
  return out;
}

/** The container port a probe or a Service names (by port name or number). */
export function containerPort(container: IContainer, port: string | number | undefined): number | undefined {
  const ports: readonly IContainerPort[] = container.ports ?? [];
  return typeof port === 'number' ? ports.find((p) => p.containerPort === port)?.containerPort : ports.find((p) => p.name === port)?.containerPort;
}

/** The port of a `HOST:PORT` listen address (`:8080` included). */
export function portOf(address: string): number {
  return Number(address.slice(address.lastIndexOf(':') + 1));
}

/** Whether every label of `selector` is on `labels` (a matchLabels selector selects those labels). */
export function selects(selector: Readonly<Record<string, string>> | undefined, labels: Readonly<Record<string, string>> | undefined): boolean {
  const wanted = Object.entries(selector ?? {});
  return wanted.length > 0 && wanted.every(([k, v]) => labels?.[k] === v);
}
