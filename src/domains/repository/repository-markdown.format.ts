import { untrusted } from '@gitlab-mcp/action-kit';
import type { MarkdownHtmlDto } from './dto/repository.dto.js';
import { BOUND_KB, steps } from './repository.format-helpers.js';

export function renderMarkdownHtml(m: MarkdownHtmlDto): string {
  const cut = m.truncated ? `\n\n✂️ _HTML truncated at ${BOUND_KB} KiB._` : '';
  return `## Rendered Markdown\n\n${untrusted('HTML', m.html)}` + cut + steps(m);
}
