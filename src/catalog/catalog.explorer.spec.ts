import type { Provider, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import {
  BadIdActions,
  BadTierActions,
  DeclaredWithoutReplyActions,
  GraphqlDeclaredActions,
  HandlerWithReplyActions,
  ObjectInQueryActions,
  UnboundPlaceholderActions,
  DestructiveReadOnlyActions,
  DomainMismatchActions,
  EmptyDescriptionActions,
  EmptyKeywordActions,
  FirstThingActions,
  NoDomainActions,
  NoInputActions,
  NoOperationActions,
  NoOutputActions,
  NotFoundUnknownParamActions,
  PredicateReadOnlyActions,
  StandalonePairActions,
  ThingGetActions,
  ThingListActions,
  AaActions,
  AaBbActions,
  RequestScopedActions,
  SecondThingActions,
  TwiceActions,
} from '../../test/fixtures/malformed/malformed.actions';
import { WellFormedThingActions } from '../../test/fixtures/malformed/well-formed.actions';
import { DeclaredThingActions } from '../../test/fixtures/malformed/declared.actions';
import type { ActionContext } from '@gitlab-mcp/action-kit';
import type { RestRequest } from '@gitlab-mcp/gitlab-client';
import { CatalogModule } from './catalog.module';
import { catalogMessages } from './catalog.messages';
import { CatalogService } from './catalog.service';

const opened: TestingModule[] = [];

/** Compiles CatalogModule with the given providers and runs onModuleInit (where the explorer runs). */
async function boot(...providers: Provider[]): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({ imports: [CatalogModule], providers }).compile();
  opened.push(moduleRef);
  await moduleRef.init();
  return moduleRef;
}

/** The boot error of a provider set; fails the test when boot succeeds. */
async function bootError(...providers: Type<unknown>[]): Promise<string> {
  const err = await boot(...providers).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof Error)) throw new Error('expected boot to fail');
  return err.message;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((m) => m.close().catch(() => undefined)));
});

describe('CatalogExplorer boot rules (A-10, habit 5: one exact message per rule)', () => {
  it('A-10 habit 5 a malformed action ID stops boot naming Class#method', async () => {
    const expected = 'BadIdActions#get: action ID "Thing.Get-One" is not of the form domain.action in lower snake case (e.g. "branch.list"). Rename it.';
    expect(catalogMessages.badId('BadIdActions#get', 'Thing.Get-One')).toBe(expected);
    expect(await bootError(BadIdActions)).toBe(expected);
  });

  it('A-10 habit 5 an ID whose domain differs from the class @Domain stops boot', async () => {
    const expected = 'DomainMismatchActions#get: action ID "widget.get" does not start with its class\'s domain "thing.". Use "thing.<action>" or move the method.';
    expect(catalogMessages.domainMismatch('DomainMismatchActions#get', 'widget.get', 'thing')).toBe(expected);
    expect(await bootError(DomainMismatchActions)).toBe(expected);
  });

  it('A-10 habit 5 @Action on a class without @Domain stops boot', async () => {
    const expected = 'NoDomainActions#get: @Action on a class without @Domain({ name, description }). Add @Domain to the class.';
    expect(catalogMessages.noDomain('NoDomainActions#get')).toBe(expected);
    expect(await bootError(NoDomainActions)).toBe(expected);
  });

  it('A-10 habit 5 @Action applied twice to one method stops boot', async () => {
    const expected = 'TwiceActions#get: @Action is applied more than once. Keep one @Action per method.';
    expect(catalogMessages.twice('TwiceActions#get')).toBe(expected);
    expect(await bootError(TwiceActions)).toBe(expected);
  });

  it('A-10 habit 5 the same action ID declared by two classes stops boot naming both', async () => {
    const expected = 'SecondThingActions#read: action ID "thing.get" is already declared by FirstThingActions#get. Action IDs must be unique.';
    expect(catalogMessages.duplicate('SecondThingActions#read', 'thing.get', 'FirstThingActions#get')).toBe(expected);
    expect(await bootError(FirstThingActions, SecondThingActions)).toBe(expected);
  });

  it('A-10 habit 5 a missing input DTO stops boot', async () => {
    const expected = 'NoInputActions#get: action "thing.get" has no input DTO. Set `input` to a class-validator class.';
    expect(catalogMessages.noInput('NoInputActions#get', 'thing.get')).toBe(expected);
    expect(await bootError(NoInputActions)).toBe(expected);
  });

  it('A-10 habit 5 a missing output DTO stops boot', async () => {
    const expected = 'NoOutputActions#get: action "thing.get" has no output DTO. Set `output` to a class-validator class.';
    expect(catalogMessages.noOutput('NoOutputActions#get', 'thing.get')).toBe(expected);
    expect(await bootError(NoOutputActions)).toBe(expected);
  });

  it('A-10 habit 5 an empty (whitespace-only) description stops boot', async () => {
    const expected = 'EmptyDescriptionActions#get: action "thing.get" has no description. Describe what it does for a model.';
    expect(catalogMessages.noDescription('EmptyDescriptionActions#get', 'thing.get')).toBe(expected);
    expect(await bootError(EmptyDescriptionActions)).toBe(expected);
  });

  it('A-10 habit 5 an empty search keyword stops boot', async () => {
    const expected = 'EmptyKeywordActions#get: action "thing.get" has the keyword " ". A keyword is a word or short phrase of 1 to 40 characters.';
    expect(catalogMessages.badKeyword('EmptyKeywordActions#get', 'thing.get', ' ')).toBe(expected);
    expect(await bootError(EmptyKeywordActions)).toBe(expected);
  });

  it('A-10 habit 5 a missing operation label stops boot', async () => {
    const expected = 'NoOperationActions#get: action "thing.get" has no operation label. Set `operation` (e.g. "branchGet").';
    expect(catalogMessages.noOperation('NoOperationActions#get', 'thing.get')).toBe(expected);
    expect(await bootError(NoOperationActions)).toBe(expected);
  });

  it('A-10 A-20 habit 5 an unknown tier stops boot', async () => {
    const expected = 'BadTierActions#get: action "thing.get" has tier "gold". Use free, premium or ultimate.';
    expect(catalogMessages.badTier('BadTierActions#get', 'thing.get', 'gold')).toBe(expected);
    expect(await bootError(BadTierActions)).toBe(expected);
  });

  it('A-10 habit 5 an action both destructive and readOnly stops boot', async () => {
    const expected = 'DestructiveReadOnlyActions#get: action "thing.get" is both destructive and readOnly. A read-only action cannot be destructive; fix one flag.';
    expect(catalogMessages.contradictory('DestructiveReadOnlyActions#get', 'thing.get')).toBe(expected);
    expect(await bootError(DestructiveReadOnlyActions)).toBe(expected);
  });

  it('A-10 habit 5 @Action on a request-scoped provider stops boot', async () => {
    const expected = 'RequestScopedActions#get: @Action on a request-scoped provider. Actions must live on singleton providers; remove the scope.';
    expect(catalogMessages.requestScoped('RequestScopedActions#get')).toBe(expected);
    expect(await bootError(RequestScopedActions)).toBe(expected);
  });

  it('A-10 E-30 habit 5 a notFound identifier naming an unknown parameter stops boot', async () => {
    const expected = 'NotFoundUnknownParamActions#get: action "thing.get" has a notFound identifier naming "{thing_id}", which is not one of its parameters.';
    expect(catalogMessages.notFoundUnknownParam('NotFoundUnknownParamActions#get', 'thing.get', 'thing_id')).toBe(expected);
    expect(await bootError(NotFoundUnknownParamActions)).toBe(expected);
  });

  it('A-10 A-16 habit 5 a read-only action with a destructive predicate stops boot', async () => {
    expect(await bootError(PredicateReadOnlyActions)).toBe(catalogMessages.contradictory('PredicateReadOnlyActions#get', 'thing.get'));
  });

  it('A-14 habit 5 a standalone domain with two actions stops boot', async () => {
    const expected = 'domain "solo" is standalone but declares 2 actions (solo.one, solo.two). A standalone domain has exactly one action; drop standalone or split the domain.';
    expect(catalogMessages.standaloneNotSingle('solo', ['solo.one', 'solo.two'])).toBe(expected);
    expect(await bootError(StandalonePairActions)).toBe(expected);
  });

  it('A-12 habit 5 one domain declared with two different @Domain options stops boot', async () => {
    const expected = 'ThingListActions#list: domain "thing" is already declared by ThingGetActions with different @Domain options. Declare each domain\'s options once, identically.';
    expect(catalogMessages.domainConflict('ThingListActions#list', 'thing', 'ThingGetActions')).toBe(expected);
    expect(await bootError(ThingGetActions, ThingListActions)).toBe(expected);
  });

  it('A-13 habit 5 two actions projecting to the same individual tool name stop boot', async () => {
    const expected = 'AaBbActions#get: action "aa_bb.cc" and "aa.bb_cc" (AaActions#get) both become the tool "gitlab_aa_bb_cc". Rename one of them.';
    expect(await bootError(AaActions, AaBbActions)).toBe(expected);
  });
});

describe('CatalogExplorer collection (A-10)', () => {
  it('A-10 a well-formed provider yields its entries sorted by ID with closed input schemas, params and required', async () => {
    const registry = (await boot(WellFormedThingActions)).get(CatalogService).registry;
    expect([...registry.all()].map((e) => e.id)).toEqual(['thing.delete', 'thing.list']);
    const list = registry.get('thing.list');
    expect(list).toMatchObject({ id: 'thing.list', domain: 'thing', action: 'list', params: ['project_id', 'limit'], required: ['project_id'] });
    expect(list.options.tier).toBe('premium');
    expect(list.inputSchema).toEqual({
      type: 'object',
      properties: { project_id: { type: 'string' }, limit: { type: 'integer' } },
      required: ['project_id'],
      additionalProperties: false,
    });
    expect(list.outputSchema).toEqual({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });
    expect(registry.domains.get('thing')).toMatchObject({ name: 'thing', description: 'Things.', standalone: false });
    expect(registry.domains.get('thing')?.entries.map((e) => e.action)).toEqual(['delete', 'list']);
  });

  it('A-10 entries invoke the handler bound to the provider instance', async () => {
    const moduleRef = await boot(WellFormedThingActions);
    const registry = moduleRef.get(CatalogService).registry;
    await expect(registry.get('thing.delete').invoke({}, {} as never)).resolves.toEqual({ structured: { name: 'deleted plain' }, markdown: '## deleted' });
  });

  it('A-10 habit 5 a tolerant scan: null-prototype values, empty factories and useExisting aliases are skipped, nothing registers twice', async () => {
    const nullProto = Object.create(null) as object;
    const moduleRef = await boot(
      { provide: 'NULL_PROTOTYPE_VALUE', useValue: nullProto },
      { provide: 'PLAIN_VALUE', useValue: { answer: 42 } },
      { provide: 'EMPTY_FACTORY', useFactory: () => undefined },
      WellFormedThingActions,
      { provide: 'ALIAS', useExisting: WellFormedThingActions },
      { provide: 'SECOND_INSTANCE', useValue: new WellFormedThingActions() },
    );
    const registry = moduleRef.get(CatalogService).registry;
    expect(registry.size).toBe(2);
    expect([...registry.all()].map((e) => e.id)).toEqual(['thing.delete', 'thing.list']);
    expect(moduleRef.get('ALIAS')).toBe(moduleRef.get(WellFormedThingActions));
  });

  it('A-10 an application without any @Action boots with an empty catalog', async () => {
    const registry = (await boot()).get(CatalogService).registry;
    expect(registry.size).toBe(0);
    expect(registry.domains.size).toBe(0);
  });

  it('A-10 habit 5 a declared action (no handler) without reply stops boot', async () => {
    const expected = 'DeclaredWithoutReplyActions#get: action "thing.get" is declared without a handler but has no `reply`. Add reply: { render } (and list/shape/nextSteps), or make it a method.';
    expect(await bootError(DeclaredWithoutReplyActions)).toBe(expected);
  });

  it('A-10 habit 5 a handler that also declares a reply stops boot', async () => {
    const expected = 'HandlerWithReplyActions#get: action "thing.get" has a handler and a `request`/`reply` declaration. A handler builds its own answer; drop the declaration or the method body.';
    expect(await bootError(HandlerWithReplyActions)).toBe(expected);
  });

  it('A-10 habit 5 a declared route that is not REST, a placeholder without a field, a two-level object in a query stop boot', async () => {
    expect(await bootError(GraphqlDeclaredActions)).toBe('GraphqlDeclaredActions#get: action "thing.get": route "POST graphql" is not "METHOD /path" (GraphQL, downloads and routes without a request need a handler).');
    expect(await bootError(UnboundPlaceholderActions)).toBe('UnboundPlaceholderActions#get: action "thing.get": route placeholder :thing_name binds no field of the input DTO; name its field in request.path.');
    expect(await bootError(ObjectInQueryActions)).toBe('ObjectInQueryActions#get: action "thing.get": field "filter" cannot travel in a query string (a query carries values, lists and one level of hash parameters, field[key]=value); send it in a body, or use a handler.');
  });

  it('A-10 A-33 a declared action sends its route\'s request and shapes the declared reply', async () => {
    const registry = (await boot(DeclaredThingActions)).get(CatalogService).registry;
    const sent: RestRequest[] = [];
    const answers: unknown[] = [[{ name: 'a' }, { name: 'b' }], { name: 'renamed' }];
    const ctx = {
      signal: new AbortController().signal,
      gitlab: { rest: (req: RestRequest) => (sent.push(req), Promise.resolve({ status: 200, headers: {}, data: answers.shift() })) },
    } as unknown as ActionContext;
    const list = await registry.get('thing.list').invoke({ project_id: 'acme/app', limit: 2 }, ctx);
    expect(sent[0]).toEqual({ method: 'GET', path: '/projects/acme%2Fapp/things', route: '/projects/:id/things', query: { limit: 2 }, signal: ctx.signal });
    const structured = {
      things: [{ name: 'a' }, { name: 'b' }],
      pagination: { page: 1, per_page: 20, total_items: 0, total_pages: 0, next_page: 0, prev_page: 0, has_more: false },
      next_steps: ['thing.get'],
    };
    expect(list).toEqual({ structured, markdown: `## things of acme/app: ${JSON.stringify(structured)}` });
    const renamed = await registry.get('thing.rename').invoke({ project_id: '9', limit: 4 }, ctx);
    expect(sent[1]).toEqual({ method: 'PUT', path: '/projects/9/things/4', route: '/projects/:id/things/:limit', body: { kind: 'thing' }, signal: ctx.signal });
    expect(renamed).toEqual({ structured: { name: 'renamed in 9', next_steps: ['thing.list for project 9 (after renamed in 9)'] }, markdown: '## renamed in 9' });
  });
});
