import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import { untrustedLongText } from '../shared/long-text.js';
import type { MirrorActionResultDto, MirrorDto, MirrorHostKeyDto, MirrorListDto, MirrorPublicKeyDto, PullMirrorDto } from './dto/mirror.dto.js';
import { maskUrlCredentials } from '../shared/settings-secrets.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const masked = (value: unknown): string | undefined => {
  const text = asString(value);
  return text === undefined ? undefined : maskUrlCredentials(text);
};

/** Fields both kinds of mirror share, read field by field; URLs and errors have their credentials masked. */
function mirrorState(m: Record<string, unknown>): Pick<MirrorDto, 'id' | 'url' | 'enabled' | 'update_status' | 'last_error' | 'last_update_at' | 'last_update_started_at' | 'last_successful_update_at' | 'mirror_branch_regex'> {
  return {
    id: asInt(m['id']),
    url: masked(m['url']),
    enabled: asBool(m['enabled']),
    update_status: asString(m['update_status']),
    last_error: masked(m['last_error']),
    last_update_at: asString(m['last_update_at']),
    last_update_started_at: asString(m['last_update_started_at']),
    last_successful_update_at: asString(m['last_successful_update_at']),
    mirror_branch_regex: asString(m['mirror_branch_regex']),
  };
}

/** A push mirror as GitLab describes it, credentials in its URL masked like GitLab does (`https://*****:*****@host/...`). */
export function toMirror(raw: unknown): MirrorDto {
  const m = asObject(raw) ?? {};
  const hostKeys: MirrorHostKeyDto[] | undefined = Array.isArray(m['host_keys'])
    ? asArray(m['host_keys']).map((k) => ({ fingerprint_sha256: asString(asObject(k)?.['fingerprint_sha256']) }))
    : undefined;
  return {
    ...mirrorState(m),
    auth_method: asString(m['auth_method']),
    only_protected_branches: asBool(m['only_protected_branches']),
    keep_divergent_refs: asBool(m['keep_divergent_refs']),
    host_keys: hostKeys,
  };
}

/** The pull mirror of a project, its source URL's credentials masked. */
export function toPullMirror(raw: unknown): PullMirrorDto {
  const m = asObject(raw) ?? {};
  return {
    ...mirrorState(m),
    mirror_trigger_builds: asBool(m['mirror_trigger_builds']),
    only_mirror_protected_branches: asBool(m['only_mirror_protected_branches']),
    mirror_overwrites_diverged_branches: asBool(m['mirror_overwrites_diverged_branches']),
  };
}

const lastError = (e: string | undefined, more: string): string => (e ? `\n\n${untrustedLongText('Last error', e, more, 2000)}` : '');

export function renderMirror(m: MirrorDto, heading = 'Push mirror'): string {
  return (
    card(`${heading} ${m.id ?? ''}`.trim(), [
      ['URL', m.url],
      ['Enabled', m.enabled],
      ['Authentication', m.auth_method],
      ['Status', m.update_status],
      ['Last attempt', formatDate(m.last_update_at)],
      ['Last success', formatDate(m.last_successful_update_at)],
      ['Only protected branches', m.only_protected_branches],
      ['Branch regex', m.mirror_branch_regex],
      ['Keep divergent refs', m.keep_divergent_refs],
      ['Host keys', (m.host_keys ?? []).map((k) => k.fingerprint_sha256 ?? '')],
    ]) +
    lastError(m.last_error, 'project.mirror_get returns it whole in structuredContent.last_error') +
    steps(m)
  );
}

export function renderMirrorList(list: MirrorListDto, project: string): string {
  return (
    table(
      `Push mirrors of project ${project}`,
      [
        { header: 'ID', value: (m: MirrorDto) => m.id },
        { header: 'URL', value: (m) => m.url },
        { header: 'Enabled', value: (m) => m.enabled },
        { header: 'Status', value: (m) => m.update_status },
        { header: 'Last success', value: (m) => formatDate(m.last_successful_update_at) },
      ],
      list.mirrors,
      'No push mirrors.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMirrorPublicKey(k: MirrorPublicKeyDto): string {
  const key = k.public_key ? `\n\n\`\`\`text\n${k.public_key}\n\`\`\`` : '\n\nGitLab returned no public key: the mirror may not use SSH authentication.';
  return card(`SSH public key of push mirror ${k.mirror_id}`, [['Project', k.project_id]]) + key + steps(k);
}

export function renderMirrorAction(r: MirrorActionResultDto, heading: string): string {
  const rows: [string, CellValue][] = [['Project', r.project_id]];
  if (r.mirror_id !== undefined) rows.push(['Mirror', r.mirror_id]);
  rows.push(['Result', r.message]);
  return card(heading, rows) + steps(r);
}

export function renderPullMirror(m: PullMirrorDto, project: string, heading = `Pull mirror of project ${project}`): string {
  return (
    card(heading, [
      ['Source URL', m.url],
      ['Enabled', m.enabled],
      ['Status', m.update_status],
      ['Last attempt', formatDate(m.last_update_at)],
      ['Last success', formatDate(m.last_successful_update_at)],
      ['Trigger pipelines', m.mirror_trigger_builds],
      ['Only protected branches', m.only_mirror_protected_branches],
      ['Branch regex', m.mirror_branch_regex],
      ['Overwrite diverged branches', m.mirror_overwrites_diverged_branches],
    ]) +
    lastError(m.last_error, 'project.pull_mirror_get returns it whole in structuredContent.last_error') +
    steps(m)
  );
}
