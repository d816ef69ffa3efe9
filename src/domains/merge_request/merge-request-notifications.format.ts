import { card, formatDate } from '@gitlab-mcp/action-kit';
import type { TodoDto } from '../shared/todo.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';
import { framedValue } from '../shared/merge-request.framing.js';

export function renderTodo(t: TodoDto, title: string): string {
  return (
    card(title, [
      ['ID', t.id],
      ['Action', t.action_name],
      ['Target', t.target ? `${t.target_type ?? 'MergeRequest'} !${t.target.iid}` : t.target_type],
      ['Project', t.project?.path_with_namespace ?? t.project?.name],
      ['State', t.state],
      ['Created', formatDate(t.created_at)],
      ['URL', t.target_url],
    ]) +
    framedValue('Target title', t.target?.title) +
    steps(t)
  );
}
