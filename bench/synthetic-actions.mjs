// Synthetic domains for the growth bench: a variant of the server with N more actions, written
// like the real ones (a domain class of @Action methods with a handler that calls GitLab and a
// Markdown formatter, input DTOs with class-validator and class-validator-jsonschema decorators,
// output entity DTOs with nested objects), so that loading, registering and listing them costs
// what a real action costs. The variant is a copy of the sources in a temporary folder, with the
// synthetic modules added to DomainsModule, built by that copy's scripts/build.mjs (buildInto).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

/** Resources per synthetic domain; each has five actions (list, get, create, update, delete). */
const RESOURCES = ['widget', 'gadget', 'sprocket', 'gizmo'];
const ACTIONS_PER_DOMAIN = RESOURCES.length * 5;
const STATES = "['active', 'paused', 'archived']";

const pascal = (s) => s.replace(/(^|_)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** The DTO file of one resource of a domain. */
function dtoFile(domain, resource) {
  const P = pascal(`${domain}_${resource}`);
  return `import { PageParamsDto, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

export class List${P}sDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsString() @MaxLength(255) @JSONSchema({ description: 'Return ${resource}s whose name contains this text.' }) search?: string;
  @IsOptional() @IsIn(${STATES}) @JSONSchema({ description: 'Only ${resource}s in this state.' }) state?: string;
  @IsOptional() @IsIn(['name', 'created_at', 'updated_at']) @JSONSchema({ description: 'Order by name, creation or last update (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsISO8601() @JSONSchema({ description: 'Only ${resource}s updated after this time (ISO 8601).' }) updated_after?: string;
}

export class ${P}RefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the ${resource}.' }) ${resource}_id: number;
}

export class Create${P}Dto extends ProjectIdDto {
  @IsString() @MaxLength(255) @JSONSchema({ description: 'Name of the new ${resource}.' }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the ${resource} (Markdown).' }) description?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @JSONSchema({ description: 'Labels of the ${resource}.' }) labels?: string[];
  @IsOptional() @IsInt() @Min(0) @Max(10) @JSONSchema({ description: 'Priority, 0 (lowest) to 10.' }) priority?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the ${resource} starts enabled (default true).' }) enabled?: boolean;
}

export class Update${P}Dto extends ${P}RefDto {
  @IsOptional() @IsString() @MaxLength(255) @JSONSchema({ description: 'New name of the ${resource}.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description (Markdown).' }) description?: string;
  @IsOptional() @IsIn(${STATES}) @JSONSchema({ description: 'New state of the ${resource}.' }) state?: string;
  @IsOptional() @IsInt() @Min(0) @Max(10) @JSONSchema({ description: 'New priority, 0 to 10.' }) priority?: number;
}

/** GitLab's ${resource} entity. */
export class ${P}Dto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (Markdown written by a user).' }) description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsInt() priority?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @IsBoolean() enabled?: boolean;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of ${resource}s. */
export class ${P}ListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ${P}Dto) ${resource}s: ${P}Dto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a ${resource} (GitLab answers 204 without a body). */
export class ${P}DeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() ${resource}_id: number;
  @IsString() message: string;
}
`;
}

/** The first `k` (≤ 5) actions of one resource: list, get, create, update, delete. */
function resourceActions(domain, resource, k) {
  const P = pascal(`${domain}_${resource}`);
  const base = `\`\${projectPath(input.project_id)}/${domain}/${resource}s\``;
  const one = `\`\${projectPath(input.project_id)}/${domain}/${resource}s/\${segment(input.${resource}_id)}\``;
  const route = `/projects/:id/${domain}/${resource}s`;
  const op = (verb) => `${domain.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase())}${pascal(resource)}${verb}`;
  const notFound = `{ resource: '${pascal(resource)}', identifier: '{${resource}_id} in project {project_id}', nextSteps: ["Use action '${domain}.list_${resource}s' to list the project's ${resource}s"] }`;
  return [
    `
  @Action({
    id: '${domain}.list_${resource}s',
    title: 'List ${resource}s',
    description: 'List the ${resource}s of a project, filtered by name, state or last update; ordered by name, creation or update.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: List${P}sDto,
    output: ${P}ListDto,
    operation: '${op('List')}',
    route: 'GET ${route}',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', state: 'active', per_page: 20 },
  })
  async list${pascal(resource)}s(input: List${P}sDto, ctx: ActionContext): Promise<ActionResult<${P}ListDto>> {
    const res = await ctx.gitlab.rest<${P}Dto[]>({
      method: 'GET',
      path: ${base},
      query: { search: input.search, state: input.state, order_by: input.order_by, sort: input.sort, updated_after: input.updated_after, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ${P}ListDto = { ${resource}s: res.data, pagination: pageOf(res, input), next_steps: ['${domain}.get_${resource} for one ${resource}', '${domain}.create_${resource} to add one'] };
    return respond(out, renderList('${pascal(resource)}s', out.${resource}s, out.next_steps ?? []));
  }
`,
    `
  @Action({
    id: '${domain}.get_${resource}',
    title: 'Get a ${resource}',
    description: 'Get one ${resource} of a project with its state, priority, labels and author.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ${P}RefDto,
    output: ${P}Dto,
    operation: '${op('Get')}',
    route: 'GET ${route}/:${resource}_id',
    notFound: ${notFound},
    example: { project_id: '42', ${resource}_id: 7 },
  })
  async get${pascal(resource)}(input: ${P}RefDto, ctx: ActionContext): Promise<ActionResult<${P}Dto>> {
    const res = await ctx.gitlab.rest<${P}Dto>({ method: 'GET', path: ${one}, signal: ctx.signal });
    const out: ${P}Dto = { ...res.data, next_steps: ['${domain}.update_${resource} to change it', '${domain}.delete_${resource} to remove it'] };
    return respond(out, renderOne('${pascal(resource)}', out));
  }
`,
    `
  @Action({
    id: '${domain}.create_${resource}',
    title: 'Create a ${resource}',
    description: 'Create a ${resource} in a project with a name and, optionally, a description, labels and a priority.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: Create${P}Dto,
    output: ${P}Dto,
    operation: '${op('Create')}',
    route: 'POST ${route}',
    hints: [{ text: 'creating ${resource}s needs at least the Developer role', statuses: [403], namesRole: true }],
    example: { project_id: '42', name: 'first', priority: 3 },
  })
  async create${pascal(resource)}(input: Create${P}Dto, ctx: ActionContext): Promise<ActionResult<${P}Dto>> {
    const res = await ctx.gitlab.rest<${P}Dto>({
      method: 'POST',
      path: ${base},
      body: { name: input.name, description: input.description, labels: input.labels, priority: input.priority, enabled: input.enabled },
      signal: ctx.signal,
    });
    const out: ${P}Dto = { ...res.data, next_steps: ['${domain}.get_${resource} to read it back'] };
    return respond(out, renderOne('${pascal(resource)} created', out));
  }
`,
    `
  @Action({
    id: '${domain}.update_${resource}',
    title: 'Update a ${resource}',
    description: 'Change the name, description, state or priority of a ${resource}; fields left out stay as they are.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: Update${P}Dto,
    output: ${P}Dto,
    operation: '${op('Update')}',
    route: 'PUT ${route}/:${resource}_id',
    notFound: ${notFound},
    example: { project_id: '42', ${resource}_id: 7, state: 'paused' },
  })
  async update${pascal(resource)}(input: Update${P}Dto, ctx: ActionContext): Promise<ActionResult<${P}Dto>> {
    const res = await ctx.gitlab.rest<${P}Dto>({
      method: 'PUT',
      path: ${one},
      body: { name: input.name, description: input.description, state: input.state, priority: input.priority },
      signal: ctx.signal,
    });
    const out: ${P}Dto = { ...res.data, next_steps: ['${domain}.get_${resource} to read it back'] };
    return respond(out, renderOne('${pascal(resource)} updated', out));
  }
`,
    `
  @Action({
    id: '${domain}.delete_${resource}',
    title: 'Delete a ${resource}',
    description: 'Delete a ${resource} from a project. This cannot be undone from the API.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ${P}RefDto,
    output: ${P}DeletionDto,
    operation: '${op('Delete')}',
    route: 'DELETE ${route}/:${resource}_id',
    notFound: ${notFound},
    example: { project_id: '42', ${resource}_id: 7 },
  })
  async delete${pascal(resource)}(input: ${P}RefDto, ctx: ActionContext): Promise<ActionResult<${P}DeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: ${one}, signal: ctx.signal });
    const out: ${P}DeletionDto = { project_id: input.project_id, ${resource}_id: input.${resource}_id, message: '${pascal(resource)} deleted.', next_steps: ['${domain}.list_${resource}s to see the rest'] };
    return respond(out, card('${pascal(resource)} deleted', [['Project', out.project_id], ['ID', out.${resource}_id]]));
  }
`,
  ]
    .slice(0, k)
    .join('');
}

/** The Markdown formatters of a synthetic domain (its `.format.ts`). */
const FORMAT_FILE = `import { card, formatDate, nextStepsBlock, table, untrusted } from '@gitlab-mcp/action-kit';

interface Item {
  id: number;
  name: string;
  state?: string;
  priority?: number;
  description?: string;
  updated_at?: string;
}

export function renderOne(title: string, o: Item): string {
  return [card(\`\${title}: \${o.name}\`, [['ID', o.id], ['State', o.state ?? ''], ['Priority', o.priority ?? ''], ['Updated', formatDate(o.updated_at)]]), untrusted('Description', o.description)].join('\\n\\n');
}

export function renderList(title: string, items: readonly Item[], steps: readonly string[]): string {
  const columns = [
    { header: 'ID', value: (i: Item) => i.id },
    { header: 'Name', value: (i: Item) => i.name },
    { header: 'State', value: (i: Item) => i.state ?? '' },
  ];
  return table(title, columns, items) + nextStepsBlock(steps);
}
`;

/** `import { names } from 'from';` with only the names `body` uses (a partial domain leaves some out). */
function importUsed(names, from, body) {
  const used = names.filter((n) => new RegExp(`\\b${n.replace(/^type /, '')}\\b`).test(body));
  return used.length ? `import { ${used.join(', ')} } from '${from}';\n` : '';
}

/** The actions file of a domain with `resources` resources, `count` actions in all. */
function actionsFile(domain, resources, count) {
  const P = pascal(domain);
  const body = `@Domain({ name: '${domain}', description: 'Synthetic ${domain} resources (${resources.join(', ')}): list, get, create, update and delete.' })
@Injectable()
export class ${P}Actions {${resources.map((r, i) => resourceActions(domain, r, Math.min(5, count - i * 5))).join('')}}
`;
  const dtoImports = resources
    .map((r) => {
      const R = pascal(`${domain}_${r}`);
      return importUsed([`Create${R}Dto`, `${R}DeletionDto`, `${R}Dto`, `${R}ListDto`, `${R}RefDto`, `List${R}sDto`, `Update${R}Dto`], `./dto/${r}.dto.js`, body);
    })
    .join('');
  return [
    importUsed(['Action', 'card', 'Domain', 'pageOf', 'respond', 'type ActionContext', 'type ActionResult'], '@gitlab-mcp/action-kit', body),
    "import { Injectable } from '@nestjs/common';\n",
    importUsed(['projectPath', 'segment'], '../shared/project-ref.js', body),
    dtoImports,
    importUsed(['renderList', 'renderOne'], `./${domain}.format.js`, body),
    '\n',
    body,
  ].join('');
}

/** Writes the synthetic domains holding `count` actions under `srcDir/domains`; returns their module class names and files. */
export function writeSyntheticDomains(srcDir, count) {
  const modules = [];
  for (let d = 0, left = count; left > 0; d++) {
    const domain = `synth_${String(d).padStart(2, '0')}`;
    const n = Math.min(left, ACTIONS_PER_DOMAIN);
    const resources = RESOURCES.slice(0, Math.ceil(n / 5));
    left -= n;
    const dir = join(srcDir, 'domains', domain);
    mkdirSync(join(dir, 'dto'), { recursive: true });
    for (const r of resources) writeFileSync(join(dir, 'dto', `${r}.dto.ts`), dtoFile(domain, r));
    writeFileSync(join(dir, `${domain}.actions.ts`), actionsFile(domain, resources, n));
    writeFileSync(join(dir, `${domain}.format.ts`), FORMAT_FILE);
    const P = pascal(domain);
    writeFileSync(join(dir, `${domain}.module.ts`), `import { Module } from '@nestjs/common';\nimport { ${P}Actions } from './${domain}.actions.js';\n\n@Module({ providers: [${P}Actions] })\nexport class ${P}Module {}\n`);
    modules.push({ name: `${P}Module`, file: `./${domain}/${domain}.module.js`, actions: n });
  }
  return modules;
}

/** Adds the modules to DomainsModule's imports. */
function registerModules(srcDir, modules) {
  const file = join(srcDir, 'domains', 'domains.module.ts');
  const text = readFileSync(file, 'utf8');
  const anchor = '  imports: [\n';
  if (!text.includes(anchor)) throw new Error('synthetic-actions: domains.module.ts no longer has an `imports: [` list');
  const imports = modules.map((m) => `import { ${m.name} } from '${m.file}';\n`).join('');
  writeFileSync(file, imports + text.replace(anchor, anchor + modules.map((m) => `    ${m.name},\n`).join('')));
}

/** Builds a variant of the server with `count` synthetic actions more in a temporary folder; returns `{ root, bin, actions, close }`. */
export async function buildSyntheticVariant(count, log = () => {}) {
  const root = mkdtempSync(join(tmpdir(), `gms-synth-${count}-`));
  for (const d of ['src', 'libs', 'scripts']) cpSync(join(ROOT, d), join(root, d), { recursive: true, filter: (p) => !/\.(e2e-)?spec\.ts$/.test(p) });
  for (const f of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) cpSync(join(ROOT, f), join(root, f));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const modules = writeSyntheticDomains(join(root, 'src'), count);
  registerModules(join(root, 'src'), modules);
  const { buildInto } = await import(pathToFileURL(join(root, 'scripts/build.mjs')).href);
  const started = performance.now();
  await buildInto(join(root, 'dist'), { log });
  log(`variant with ${count} synthetic actions built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {
    root,
    bin: join(root, 'dist', 'gitlab-mcp-server.js'),
    actions: modules.reduce((a, m) => a + m.actions, 0),
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}
