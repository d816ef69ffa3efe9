import type { FastifyInstance } from 'fastify';
import { CONTROL_PREFIX } from '../gitlab-sim.constants';
import type { FaultRule } from '../gitlab-sim.interface';
import type { SimFaultInjector } from '../fault.injector';
import type { RequestRecorder } from '../request.recorder';

/** What the control routes act on. */
export interface ControlTargets {
  recorder: RequestRecorder;
  faults: SimFaultInjector;
  reset: () => void;
}

function ruleFromJson(body: unknown): FaultRule | string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  let path: string | RegExp;
  if (typeof b['pathRegex'] === 'string') {
    try {
      path = new RegExp(b['pathRegex']);
    } catch {
      return 'pathRegex is not a valid regular expression';
    }
  } else if (typeof b['path'] === 'string') {
    path = b['path'];
  } else {
    return 'path or pathRegex is required';
  }
  const rule: FaultRule = { path };
  if (typeof b['method'] === 'string') rule.method = b['method'];
  if (typeof b['status'] === 'number') rule.status = b['status'];
  if (typeof b['body'] === 'string' || (b['body'] !== null && typeof b['body'] === 'object')) rule.body = b['body'] as string | object;
  if (b['headers'] !== null && typeof b['headers'] === 'object' && !Array.isArray(b['headers'])) {
    rule.headers = Object.fromEntries(Object.entries(b['headers'] as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  }
  if (typeof b['delayMs'] === 'number') rule.delayMs = b['delayMs'];
  if (typeof b['drop'] === 'boolean') rule.drop = b['drop'];
  if (typeof b['times'] === 'number') rule.times = b['times'];
  return rule;
}

function ruleToJson(rule: FaultRule): Record<string, unknown> {
  const { path, ...rest } = rule;
  return typeof path === 'string' ? { ...rest, path } : { ...rest, pathRegex: path.source };
}

/** `/-/sim/requests` (GET, DELETE), `/-/sim/faults` (GET, POST, DELETE), `/-/sim/reset` (POST). No token needed. */
export function registerControlRoutes(app: FastifyInstance, targets: ControlTargets): void {
  app.get(`${CONTROL_PREFIX}/requests`, async () => targets.recorder.entries);
  app.delete(`${CONTROL_PREFIX}/requests`, async (_req, reply) => {
    targets.recorder.clear();
    return reply.code(204).send();
  });
  app.get(`${CONTROL_PREFIX}/faults`, async () => targets.faults.rules.map(ruleToJson));
  app.post(`${CONTROL_PREFIX}/faults`, async (request, reply) => {
    const rule = ruleFromJson(request.body);
    if (typeof rule === 'string') return reply.code(400).send({ error: rule });
    targets.faults.add(rule);
    const echoed = ruleToJson(rule);
    const body = request.body as Record<string, unknown>;
    if (typeof body['pathRegex'] === 'string') echoed['pathRegex'] = body['pathRegex'];
    return reply.code(201).send(echoed);
  });
  app.delete(`${CONTROL_PREFIX}/faults`, async (_req, reply) => {
    targets.faults.clear();
    return reply.code(204).send();
  });
  app.post(`${CONTROL_PREFIX}/reset`, async (_req, reply) => {
    targets.reset();
    return reply.code(204).send();
  });
}
