import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { framedBlock, framedLines, untrustedLongText } from '../shared/long-text.js';
import type { ReleaseDto, ReleaseLinkBatchDto, ReleaseLinkDto, ReleaseLinkListDto, ReleaseListDto } from './dto/release.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** An asset link by what GitLab computed; its name is user-written and goes in a frame. */
const linkLabel = (l: ReleaseLinkDto): string => `${l.id}${l.link_type ? ` (${l.link_type})` : ''}`;

/** Asset link names, user-written: one `ID name` line each, framed under the card or table. */
const linkNames = (links: readonly ReleaseLinkDto[]): string => framedLines('Asset link names', links.map((l) => [String(l.id), l.name]));

/**
 * A release as a card; `notes` false leaves the notes out (e.g. after a deletion). The name is the
 * release's title, written by a user: framed below the card, never in the heading.
 */
export function renderRelease(r: ReleaseDto, heading = 'Release', notes = true): string {
  const parts = [
    card(`${heading} ${r.tag_name}`, [
      ['Tag', r.tag_name],
      ['Released', formatDate(r.released_at)],
      ['Created', formatDate(r.created_at)],
      ['Upcoming', r.upcoming_release],
      ['Author', r.author ? (r.author.username ?? r.author.name ?? String(r.author.id)) : undefined],
      ['Commit', r.commit ? (r.commit.short_id ?? r.commit.id) : undefined],
      ['Milestones', (r.milestones ?? []).length],
      ['Asset links', (r.assets?.links ?? []).map(linkLabel)],
      ['Source archives', (r.assets?.sources ?? []).map((s) => s.format ?? '')],
      ['URL', r._links?.self],
    ]),
  ];
  parts.push(framedBlock('Name', r.name, 'structuredContent.name has it whole'));
  parts.push(linkNames(r.assets?.links ?? []));
  // Milestone titles are user-written: they go in a frame, like the notes.
  const milestones = (r.milestones ?? []).map((m) => `${m.title ?? ''} (ID ${m.id}${m.state ? `, ${m.state}` : ''})`);
  if (milestones.length > 0) parts.push(`\n\n${untrusted('Milestone titles', milestones.join('\n'))}`);
  if (notes) parts.push(`\n\n${untrustedLongText('Release notes', r.description, `release.get with tag_name "${r.tag_name}" returns them whole in structuredContent.description`)}`);
  parts.push(steps(r));
  return parts.join('');
}

export function renderReleaseList(list: ReleaseListDto, project: string): string {
  return (
    table(
      `Releases of project ${project}`,
      [
        { header: 'Tag', value: (r: ReleaseDto) => r.tag_name },
        { header: 'Released', value: (r) => formatDate(r.released_at) },
        { header: 'Upcoming', value: (r) => r.upcoming_release },
        { header: 'Author', value: (r) => r.author?.username },
        { header: 'Asset links', value: (r) => (r.assets?.links ?? []).length },
      ],
      list.releases,
      'No releases.',
    ) +
    framedLines('Names', list.releases.map((r) => [r.tag_name, r.name])) +
    `\n\n_Release notes are left out of the table; release.get shows them._` +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderReleaseLink(l: ReleaseLinkDto, tagName: string, heading = 'Release link'): string {
  return (
    card(`${heading} ${l.id}`, [
      ['ID', l.id],
      ['Release', tagName],
      ['Type', l.link_type],
      ['URL', l.url],
      ['Direct asset URL', l.direct_asset_url],
    ]) +
    framedBlock('Name', l.name, 'structuredContent.name has it whole') +
    steps(l)
  );
}

const linkColumns = [
  { header: 'ID', value: (l: ReleaseLinkDto) => l.id },
  { header: 'Type', value: (l: ReleaseLinkDto) => l.link_type },
  { header: 'URL', value: (l: ReleaseLinkDto) => l.url },
];

export function renderReleaseLinkList(list: ReleaseLinkListDto, project: string): string {
  return (
    table(`Asset links of release ${list.tag_name} in project ${project}`, linkColumns, list.links, 'No asset links.') +
    linkNames(list.links) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderReleaseLinkBatch(b: ReleaseLinkBatchDto): string {
  return table(`Asset links added to release ${b.tag_name}`, linkColumns, b.links, 'No links added.') + linkNames(b.links) + steps(b);
}
