import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { bool, input, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimRelationExport } from '../store/groups.state';
import { loadGroup, requireGroupAccess } from './group.lookup';

/** The relations a group relations export writes, one file each (GitLab's `Gitlab::ImportExport` group tree). */
const RELATIONS = ['badges', 'boards', 'epics', 'iterations', 'labels', 'members', 'milestones', 'namespace_settings', 'self'] as const;
/** Items the simulator counts per relation in an export: a fixed small number, since nothing reads the files. */
const OBJECTS_PER_RELATION = 2;

const present = (e: SimRelationExport): Record<string, unknown> => ({
  relation: e.relation,
  status: e.status,
  error: null,
  updated_at: e.updatedAt,
  batched: e.batched,
  batches_count: e.batched ? 1 : 0,
  total_objects_count: e.totalObjectsCount,
  batches: e.batched ? [{ status: e.status, batch_number: 1, objects_count: e.totalObjectsCount, error: null, updated_at: e.updatedAt }] : [],
});

/**
 * The Group relations export API (direct transfer): scheduling writes a finished export of every
 * relation (the simulator does the work at once), the status lists them, or one with `relation`.
 * Both need the Owner role.
 */
export function registerGroupExportRelationRoutes(app: FastifyInstance, ctx: SimContext): void {
  const exports = (): SimRelationExport[] => ctx.store.data.groups.relationExports;

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/export_relations',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const batched = bool(input(req)['batched']) ?? false;
      const updatedAt = new Date().toISOString();
      ctx.store.data.groups.relationExports = [
        ...exports().filter((e) => e.groupId !== group.id),
        ...RELATIONS.map((relation): SimRelationExport => ({ groupId: group.id, relation, status: 1, batched, totalObjectsCount: OBJECTS_PER_RELATION, updatedAt })),
      ];
      reply.code(202);
      return { message: '202 Accepted' };
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/export_relations/status',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const mine = exports().filter((e) => e.groupId === group.id);
      const relation = str(input(req)['relation']);
      if (relation === undefined) return mine.map(present);
      const one = mine.find((e) => e.relation === relation);
      if (!one) throw new SimHttpError(404, messages.recordNotFound());
      return present(one);
    },
  });
}
