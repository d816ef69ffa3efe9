import { card, formatDate, untrusted } from '@gitlab-mcp/action-kit';
import type { IssueTodoDto as TodoDto } from './dto/issue.dto.js';
import { steps } from './issue.format-helpers.js';

export function renderTodo(t: TodoDto): string {
  return (
    card(`To-do ${t.id} added`, [
      ['Action', t.action_name],
      ['Target type', t.target_type],
      ['State', t.state],
      ['Project', t.project?.path_with_namespace],
      ['Target URL', t.target_url],
      ['Created', formatDate(t.created_at)],
    ]) +
    `\n\n${untrusted('To-do text', t.body)}` +
    steps(t)
  );
}
