import { ActionMetadataAccessor, TIERS, planRoute, runDeclared, type ActionContext, type ActionOptions, type RoutePlan, type ActionResult, type DomainOptions } from '@gitlab-mcp/action-kit';
import { Injectable, type Type } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import type { CatalogEntry } from './catalog-entry.interface.js';
import { catalogMessages as msg } from './catalog.messages.js';
import { CatalogRegistry } from './catalog.registry.js';
import { dtoToJsonSchema } from './dto-schema.js';
import { withGitlabLimits } from './gitlab-limits.js';
import type { JsonSchema } from './json-schema.interface.js';
import { loadSchemaSnapshot, offerSchemaSnapshot, type SchemaSnapshot } from './schema-snapshot.js';
import { withLazySchemas, type CatalogEntryFields } from './lazy-entry.js';
import { actionToolName } from './tool-names.js';

const ID_PATTERN = /^([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)$/;

type Handler = (input: object, ctx: ActionContext) => Promise<ActionResult>;

/** An action's parameter names, required ones and comma-list paths. */
type ParamFacts = Pick<CatalogEntry, 'params' | 'required' | 'commaLists'>;

/**
 * Walks every provider once at boot, checks each `@Action` declaration and returns the frozen
 * catalog. A bad declaration stops boot with a message naming `Class#method`.
 */
@Injectable()
export class CatalogExplorer {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly accessor: ActionMetadataAccessor,
  ) {}

  explore(): CatalogRegistry {
    const entries = new Map<string, { entry: CatalogEntry; where: string }>();
    const domains = new Map<string, { options: DomainOptions; where: string }>();
    const seen = new Set<object>();
    const snapshot = loadSchemaSnapshot();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isAlias) continue;
      const proto = Object.getPrototypeOf(instance) as object | null;
      if (!proto || seen.has(proto)) continue;
      seen.add(proto);
      this.exploreInstance(wrapper, instance, proto, entries, domains, snapshot);
    }
    this.checkNames(entries, domains);
    const registry = new CatalogRegistry([...entries.values()].map((v) => v.entry), new Map([...domains].map(([k, v]) => [k, v.options])));
    offerSchemaSnapshot(registry.all());
    return registry;
  }

  /** Standalone domains hold one action; no two actions may project to the same tool name. */
  private checkNames(entries: ReadonlyMap<string, { entry: CatalogEntry; where: string }>, domains: ReadonlyMap<string, { options: DomainOptions }>): void {
    const tools = new Map<string, { id: string; where: string }>();
    for (const { entry, where } of entries.values()) {
      const tool = actionToolName(entry.domain, entry.action);
      const first = tools.get(tool);
      if (first) throw new Error(msg.toolNameCollision(where, entry.id, `"${first.id}" (${first.where})`, tool));
      tools.set(tool, { id: entry.id, where });
    }
    for (const [name, { options }] of domains) {
      const ids = [...entries.values()].filter((e) => e.entry.domain === name).map((e) => e.entry.id);
      if (options.standalone === true && ids.length !== 1) throw new Error(msg.standaloneNotSingle(name, ids));
    }
  }

  private exploreInstance(
    wrapper: InstanceWrapper,
    instance: Record<string, unknown>,
    proto: object,
    entries: Map<string, { entry: CatalogEntry; where: string }>,
    domains: Map<string, { options: DomainOptions; where: string }>,
    snapshot: SchemaSnapshot | undefined,
  ): void {
    const cls = instance.constructor as Type<object>;
    const members = [
      ...this.scanner.getAllMethodNames(proto).map((name) => ({ name, method: (proto as Record<string, unknown>)[name], declared: this.accessor.getActions((proto as Record<string, unknown>)[name]) })),
      ...this.accessor.getDeclaredActions(proto).map((d) => ({ name: d.member, method: undefined, declared: d.actions })),
    ];
    for (const { name, method, declared } of members) {
      if (declared.length === 0) continue;
      const where = `${cls.name}#${name}`;
      if (declared.length > 1) throw new Error(msg.twice(where));
      if (!wrapper.isDependencyTreeStatic()) throw new Error(msg.requestScoped(where));
      const domain = this.accessor.getDomain(cls);
      if (!domain) throw new Error(msg.noDomain(where));
      const options = declared[0];
      this.check(where, options, domain.name);
      const first = entries.get(options.id);
      if (first) throw new Error(msg.duplicate(where, options.id, first.where));
      const known = domains.get(domain.name);
      if (known && JSON.stringify(known.options) !== JSON.stringify(domain)) throw new Error(msg.domainConflict(where, domain.name, known.where));
      if (!known) domains.set(domain.name, { options: domain, where: cls.name });
      const entry = this.toEntry(where, options, snapshot, method === undefined ? undefined : (method as Handler).bind(instance));
      entries.set(options.id, { entry, where });
    }
  }

  private check(where: string, o: ActionOptions, domain: string): void {
    const m = ID_PATTERN.exec(o.id ?? '');
    if (!m) throw new Error(msg.badId(where, String(o.id)));
    if (m[1] !== domain) throw new Error(msg.domainMismatch(where, o.id, domain));
    if (typeof o.input !== 'function') throw new Error(msg.noInput(where, o.id));
    if (typeof o.output !== 'function') throw new Error(msg.noOutput(where, o.id));
    if (!o.description || o.description.trim() === '') throw new Error(msg.noDescription(where, o.id));
    const badKeyword = o.keywords?.find((k) => typeof k !== 'string' || k.trim() === '' || k.length > 40);
    if (badKeyword !== undefined) throw new Error(msg.badKeyword(where, o.id, String(badKeyword)));
    if (!o.operation || o.operation.trim() === '') throw new Error(msg.noOperation(where, o.id));
    if (!(TIERS as readonly string[]).includes(o.tier)) throw new Error(msg.badTier(where, o.id, String(o.tier)));
    if (o.readOnly && o.destructive !== false) throw new Error(msg.contradictory(where, o.id));
  }

  /**
   * The handler of an action declared without one: its route's request, then its declared reply.
   * `properties` is left out for an action of the schema snapshot: the build's run of this very
   * bundle converted its schema and passed the query check below.
   */
  private declaredHandler(where: string, options: ActionOptions, params: readonly string[], properties: JsonSchema['properties'] | undefined): Handler {
    const { reply, request } = options;
    if (reply === undefined) throw new Error(msg.noReply(where, options.id));
    let plan: RoutePlan;
    try {
      plan = planRoute(options.route, request ?? {}, params, options.operation);
    } catch (e) {
      throw new Error(msg.badDeclaredRoute(where, options.id, (e as Error).message));
    }
    for (const [field] of properties === undefined ? [] : plan.query) {
      if (!fitsQuery(properties?.[field])) throw new Error(msg.badDeclaredRoute(where, options.id, `field "${field}" cannot travel in a query string (a query carries values, lists and one level of hash parameters, field[key]=value); send it in a body, or use a handler`));
    }
    return (input, ctx) => runDeclared(plan, reply, input, ctx);
  }

  /** `@CommaList` properties of a DTO and of its nested object DTOs (`@Type`), as dotted paths. */
  private commaListPaths(dto: Type<object>, schema: JsonSchema, prefix: string): string[] {
    const own = this.accessor.getCommaLists(dto).map((p) => `${prefix}${p}`);
    const nested = Object.entries(schema.properties ?? {}).flatMap(([p, s]) => {
      const meta = s.type === 'object' && s.properties ? defaultMetadataStorage.findTypeMetadata(dto, p) : undefined;
      return meta ? this.commaListPaths(meta.typeFunction() as Type<object>, s, `${prefix}${p}.`) : [];
    });
    return [...own, ...nested];
  }

  private toEntry(where: string, options: ActionOptions, snapshot: SchemaSnapshot | undefined, handler: Handler | undefined): CatalogEntry {
    // The built server reads what its build computed (schema-snapshot.ts), the schemas on first use; else converted here.
    const known = snapshot?.lookup(options.id, options.input, options.output);
    if (known) return withLazySchemas(this.entryFields(where, options, handler, known, undefined), () => withGitlabLimits(known.input()), known.output);
    const inputSchema = withGitlabLimits(dtoToJsonSchema(options.input, true));
    const properties = inputSchema.properties ?? {};
    const facts = { params: Object.keys(properties), required: inputSchema.required ?? [], commaLists: this.commaListPaths(options.input, inputSchema, '') };
    return { ...this.entryFields(where, options, handler, facts, properties), inputSchema, outputSchema: dtoToJsonSchema(options.output, false) };
  }

  /** Everything of an entry but its schemas, checked against its parameters. */
  private entryFields(where: string, options: ActionOptions, handler: Handler | undefined, facts: ParamFacts, properties: JsonSchema['properties'] | undefined): CatalogEntryFields {
    const [domain, action] = options.id.split('.');
    for (const p of options.notFound ? placeholders(options.notFound.identifier) : []) {
      if (!facts.params.includes(p)) throw new Error(msg.notFoundUnknownParam(where, options.id, p));
    }
    if (handler && (options.reply !== undefined || options.request !== undefined)) throw new Error(msg.replyOnHandler(where, options.id));
    return {
      id: options.id,
      domain,
      action,
      options,
      params: facts.params,
      required: facts.required,
      fieldTiers: { input: this.accessor.getFieldTiers(options.input), output: this.accessor.getFieldTiers(options.output) },
      commaLists: facts.commaLists,
      invoke: handler ?? this.declaredHandler(where, options, facts.params, properties),
    };
  }
}

/** A query string carries scalars, lists of scalars, and objects of those one level deep (`not[labels]=x`). */
function fitsQuery(schema: JsonSchema | undefined, depth = 0): boolean {
  if (schema === undefined) return true;
  if (schema.type === 'array') return schema.items?.type !== 'object' && schema.items?.type !== 'array';
  if (schema.type !== 'object') return true;
  return depth === 0 && schema.properties !== undefined && Object.values(schema.properties).every((p) => fitsQuery(p, depth + 1));
}

/** `{name}` placeholders of a not-found identifier template. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{([a-z0-9_]+)\}/g)].map((m) => m[1]);
}
