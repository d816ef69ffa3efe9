import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { UserBasicDto } from './user-basic.dto.js';

/** A user named as approver (`APIEntitiesApprover`), in a project's or a merge request's approval settings. */
export class ApproverDto {
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
}
