import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { TodoDto } from '../../shared/todo.dto.js';

export class TodoListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => TodoDto) todos: TodoDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of marking every pending to-do done (GitLab answers 204). */
export class TodosDoneDto extends WithNextStepsDto {
  @IsString() message: string;
}
