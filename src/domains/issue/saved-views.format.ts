import { card, formatDate, table, untrusted } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import type { SavedViewDto, SavedViewFiltersDto, SavedViewPageDto } from './dto/work-item.dto.js';
import { steps, titles } from './issue.format-helpers.js';

const filterText = (f: SavedViewFiltersDto | undefined): string | undefined => {
  if (!f) return undefined;
  const parts = Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`);
  return parts.length === 0 ? undefined : parts.join('; ');
};

export function renderSavedView(v: SavedViewDto, heading: string): string {
  return (
    card(heading, [
      ['ID', v.id],
      ['Sort', v.sort],
      ['Private', v.private],
      ['Subscribed', v.subscribed],
      ['Author', v.author_username],
      ['Updated', formatDate(v.updated_at)],
      ['Share URL', v.share_url],
    ]) +
    `\n\n${untrusted('Name', v.name)}` +
    `\n\n${untrusted('Description', v.description)}` +
    `\n\n${untrusted('Filters', filterText(v.filters))}` +
    steps(v)
  );
}

export function renderSavedViewPage(o: SavedViewPageDto, scope: string): string {
  return (
    table(
      `Saved work item views of ${scope}`,
      [
        { header: 'ID', value: (v: SavedViewDto) => v.id },
        { header: 'Sort', value: (v) => v.sort },
        { header: 'Private', value: (v) => v.private },
        { header: 'Subscribed', value: (v) => v.subscribed },
        { header: 'Updated', value: (v) => formatDate(v.updated_at) },
      ],
      o.saved_views,
      'No saved views.',
    ) +
    titles('View names', o.saved_views.map((v) => [v.id, v.name] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}
