import { IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's secondary email entity (`APIEntitiesEmail`). */
export class EmailDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() email: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the address was confirmed; absent while GitLab waits for the confirmation link to be followed.' }) confirmed_at?: string;
}
