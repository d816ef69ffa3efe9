import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { FeatureFlagDto, FeatureFlagListDto, FeatureFlagStrategyDto } from './dto/feature-flag.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** "flexibleRollout 25% (default) on production, staging" */
export function describeStrategy(s: FeatureFlagStrategyDto): string {
  const p = s.parameters ?? {};
  const detail = [
    p.percentage === undefined ? undefined : `${p.percentage}%`,
    p.rollout === undefined ? undefined : `${p.rollout}%`,
    p.stickiness === undefined ? undefined : `stickiness ${p.stickiness}`,
    p.userIds === undefined ? undefined : `users ${p.userIds}`,
    s.user_list ? `user list ${s.user_list.name ?? s.user_list.iid ?? s.user_list.id}` : undefined,
  ].filter((x): x is string => x !== undefined);
  const scopes = (s.scopes ?? []).map((x) => x.environment_scope).filter((x): x is string => x !== undefined);
  return [s.name ?? 'strategy', ...detail, scopes.length > 0 ? `on ${scopes.join(', ')}` : 'on no environment'].join(' ');
}

const state = (f: FeatureFlagDto): string | undefined => (f.active === undefined ? undefined : f.active ? 'on' : 'off');

export function renderFeatureFlag(f: FeatureFlagDto, heading = 'Feature flag'): string {
  const strategies = f.strategies ?? [];
  const parts = [
    card(`${heading} ${f.name}`, [
      ['State', state(f)],
      ['Strategies', strategies.length],
      ['Created', formatDate(f.created_at)],
      ['Updated', formatDate(f.updated_at)],
    ]),
  ];
  if (strategies.length > 0) {
    parts.push(`\n\n${table('Strategies', [{ header: 'ID', value: (s: FeatureFlagStrategyDto) => s.id }, { header: 'Rollout', value: (s) => describeStrategy(s) }], strategies)}`);
  }
  if (f.description) parts.push(`\n\n${untrustedLongText('Description', f.description, 'feature_flags.feature_flag_get returns it whole in structuredContent.description')}`);
  parts.push(steps(f));
  return parts.join('');
}

export function renderFeatureFlagList(list: FeatureFlagListDto, project: string): string {
  const described = list.feature_flags.filter((f) => f.description);
  return (
    table(
      `Feature flags of project ${project}`,
      [
        { header: 'Name', value: (f: FeatureFlagDto) => f.name },
        { header: 'State', value: (f) => state(f) },
        { header: 'Strategies', value: (f) => (f.strategies ?? []).map(describeStrategy) },
        { header: 'Updated', value: (f) => formatDate(f.updated_at) },
      ],
      list.feature_flags,
      'No feature flags match.',
    ) +
    (described.length > 0 ? `\n\n${untrusted('Descriptions', described.map((f) => `${f.name}: ${f.description ?? ''}`).join('\n'))}` : '') +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderFeatureFlagDeletion(f: FeatureFlagDto): string {
  return card(`Feature flag ${f.name} deleted`, [['Was', state(f)], ['Strategies', (f.strategies ?? []).map(describeStrategy)]]) + steps(f);
}
