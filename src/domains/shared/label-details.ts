import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

/** A label with its details (`APIEntitiesLabelBasic`), as GitLab sends it for `with_labels_details`. */
export class LabelDetailDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() color?: string;
  @IsOptional() @IsString() text_color?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() description_html?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
}

const isLabel = (v: unknown): v is LabelDetailDto => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An issuable whose `labels` GitLab sent as label objects (`with_labels_details`): the names stay
 * in `labels`, as without the option, and the objects move to `label_details`.
 */
export function splitLabelDetails<T extends { labels?: unknown }>(item: T): T & { labels?: string[]; label_details?: LabelDetailDto[] } {
  if (!Array.isArray(item.labels) || !item.labels.some(isLabel)) return item as T & { labels?: string[] };
  const labels: unknown[] = item.labels;
  return {
    ...item,
    labels: labels.map((l) => (isLabel(l) ? (l.name ?? '') : String(l))).filter((l) => l !== ''),
    label_details: labels.filter(isLabel),
  };
}
