import { IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The `group_id` a group-scoped action takes. */
export class GroupIdDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-group").' }) group_id: string;
}
