import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { ProtectedTagDto, ProtectedTagListDto, TagCreateAccessDto, UnprotectTagResultDto } from './dto/protected-tag.dto.js';
import type { TagDeletionDto, TagDto, TagListDto, TagSignatureDto } from './dto/tag.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Tag messages and release notes shown inside a tag card are kept short: the release has its own card. */
const TAG_TEXT_LIMIT = 2000;

export function renderTag(t: TagDto, heading = 'Tag'): string {
  const parts = [
    card(`${heading} ${t.name}`, [
      ['Kind', t.message ? 'annotated' : 'lightweight'],
      ['Protected', t.protected],
      ['Commit', t.commit ? (t.commit.short_id ?? t.commit.id) : undefined],
      ['Author', t.commit?.author_name],
      ['Committed', formatDate(t.commit?.committed_date)],
      ['Tagged', formatDate(t.created_at)],
      ['Target', t.target],
      ['Release', t.release?.tag_name],
    ]),
  ];
  if (t.message) parts.push(`\n\n${untrustedLongText('Tag message', t.message, 'tag.get returns it whole in structuredContent.message', TAG_TEXT_LIMIT)}`);
  if (t.release?.description) {
    parts.push(`\n\n${untrustedLongText('Release notes', t.release.description, `release.get with tag_name "${t.name}" shows the release`, TAG_TEXT_LIMIT)}`);
  }
  parts.push(steps(t));
  return parts.join('');
}

export function renderTagList(list: TagListDto, project: string): string {
  return (
    table(
      `Tags of project ${project}`,
      [
        { header: 'Name', value: (t: TagDto) => t.name },
        { header: 'Kind', value: (t) => (t.message ? 'annotated' : 'lightweight') },
        { header: 'Commit', value: (t) => t.commit?.short_id },
        { header: 'Committed', value: (t) => formatDate(t.commit?.committed_date) },
        { header: 'Protected', value: (t) => t.protected },
        { header: 'Release', value: (t) => (t.release ? 'yes' : 'no') },
      ],
      list.tags,
      'No tags match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderTagDeletion(r: TagDeletionDto): string {
  return card(`Tag ${r.tag_name} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderTagSignature(s: TagSignatureDto, tag: string): string {
  const cert = s.x509_certificate;
  return (
    card(`Signature of tag ${tag}`, [
      ['Type', s.signature_type],
      ['Verification', s.verification_status],
      ['Certificate subject', cert?.subject],
      ['Certificate email', cert?.email],
      ['Certificate status', cert?.certificate_status],
      ['Issuer', cert?.x509_issuer?.subject],
    ]) + steps(s)
  );
}

const levels = (l: TagCreateAccessDto[] | undefined): string[] =>
  (l ?? []).map((a) => a.access_level_description ?? (a.access_level === undefined ? '' : String(a.access_level)));

export function renderProtectedTag(p: ProtectedTagDto, heading = 'Protected tag'): string {
  return card(`${heading} ${p.name}`, [['Allowed to create', levels(p.create_access_levels)]]) + steps(p);
}

export function renderProtectedTagList(list: ProtectedTagListDto, project: string): string {
  return (
    table(
      `Protected tags of project ${project}`,
      [
        { header: 'Name', value: (p: ProtectedTagDto) => p.name },
        { header: 'Allowed to create', value: (p) => levels(p.create_access_levels) },
      ],
      list.protected_tags,
      'No protected tags.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderUnprotectTag(r: UnprotectTagResultDto): string {
  return card(`Tag ${r.name} unprotected`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
