import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** One burndown event of a milestone: an issue added, closed or reopened, with its weight. */
export class BurndownEventDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'When it happened (ISO 8601).' }) created_at?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Weight of the issue (Premium), null when it has none.' }) weight?: number | null;
  @IsOptional() @IsString() @JSONSchema({ description: 'created, closed or reopened.' }) action?: string;
}

/** A milestone's burndown events, oldest first, as GitLab sends them. */
export class BurndownEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BurndownEventDto) events: BurndownEventDto[];
}
