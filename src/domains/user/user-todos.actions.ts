import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { TodoDto } from '../shared/todo.dto.js';
import { NoUserParamsDto } from './dto/user-params.dto.js';
import { ListTodosDto, TodoRefDto } from './dto/todo-params.dto.js';
import { TodoListDto, TodosDoneDto } from './dto/todo.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderTodo, renderTodoList, renderTodosDone } from './user-todos.format.js';

/** The current user's to-do list. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserTodoActions {
  @Action({
    id: 'user.todo_list', title: 'List my to-dos', tier: 'free', readOnly: true, destructive: false,
    description: "List the current user's to-dos (pending by default): what asks for their attention (assigned, mentioned, review requested, failed pipeline), with links.",
    keywords: ['inbox', 'action items', 'mentions', 'review requests', 'task list', 'myself'],
    input: ListTodosDto, output: TodoListDto, operation: 'todoList', route: 'GET /todos',
    example: { state: 'pending', type: 'MergeRequest' },
    reply: { list: 'todos', render: (out, input) => renderTodoList(out, input.state ?? 'pending'), nextSteps: ['user.todo_mark_done to mark one done', 'user.todo_mark_all_done to clear the list'] },
  })
  readonly todoList?: Declared;

  @Action({
    id: 'user.todo_mark_done', title: 'Mark a to-do done', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Mark one of the current user\'s to-dos done.',
    keywords: ['dismiss', 'resolve item', 'inbox', 'check off', 'clear item'],
    input: TodoRefDto, output: TodoDto, operation: 'todoMarkDone', route: 'POST /todos/:id/mark_as_done',
    notFound: { resource: 'To-do', identifier: '{todo_id}', nextSteps: ["Use action 'user.todo_list' to list your pending to-dos"] },
    example: { todo_id: 1 },
    reply: { render: (out) => renderTodo(out, `To-do ${out.id ?? ''} marked done`.replace('  ', ' ')), nextSteps: ['user.todo_list for the remaining to-dos'] },
  })
  readonly todoMarkDone?: Declared;

  @Action({
    id: 'user.todo_mark_all_done', title: 'Mark all my to-dos done', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Mark every pending to-do of the current user done (the list is empty afterwards; done to-dos stay listed with state done).",
    keywords: ['clear inbox', 'dismiss', 'inbox zero', 'bulk', 'clear todos'],
    input: NoUserParamsDto, output: TodosDoneDto, operation: 'todoMarkAllDone', route: 'POST /todos/mark_as_done',
    example: {},
    reply: { shape: () => ({ message: 'Every pending to-do is marked done.' }), render: renderTodosDone, nextSteps: ['user.todo_list with state done to see them'] },
  })
  readonly todoMarkAllDone?: Declared;
}
