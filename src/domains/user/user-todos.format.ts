import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { TodoDto } from '../shared/todo.dto.js';
import type { TodoListDto, TodosDoneDto } from './dto/todo.dto.js';
import { steps } from './user-profile.format.js';

const where = (t: TodoDto): string | undefined => t.project?.path_with_namespace ?? t.group?.full_path;

export function renderTodoList(list: TodoListDto, state: string): string {
  return (
    table(
      `To-dos (${state})`,
      [
        { header: 'ID', value: (t: TodoDto) => t.id },
        { header: 'Action', value: (t) => t.action_name },
        { header: 'Type', value: (t) => t.target_type },
        { header: 'Where', value: (t) => where(t) },
        { header: 'Author', value: (t) => t.author?.username },
        { header: 'Created', value: (t) => formatDate(t.created_at) },
        { header: 'URL', value: (t) => t.target_url },
      ],
      list.todos,
      `No ${state} to-do.`,
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderTodo(t: TodoDto, heading: string): string {
  const rows = card(heading, [['ID', t.id], ['State', t.state], ['Action', t.action_name], ['Type', t.target_type], ['Where', where(t)], ['URL', t.target_url]]);
  return `${rows}\n\n${untrusted('Body', t.body)}${steps(t)}`;
}

export function renderTodosDone(r: TodosDoneDto): string {
  return card('All to-dos marked done', [['Result', r.message]]) + steps(r);
}
