import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** An award emoji (`APIEntitiesAwardEmoji`): a reaction on an issuable or a note. */
export class AwardEmojiDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsInt() awardable_id?: number;
  @IsOptional() @IsString() awardable_type?: string;
  @IsOptional() @IsString() url?: string;
}

/** A page of award emoji. */
export class AwardEmojiListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AwardEmojiDto) award_emoji: AwardEmojiDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
