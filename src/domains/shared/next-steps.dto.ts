import { IsArray, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Base of outputs that suggest follow-up actions by canonical ID. */
export class WithNextStepsDto {
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @JSONSchema({ description: 'Suggested follow-up actions, by canonical action ID.' })
  next_steps?: string[];
}
