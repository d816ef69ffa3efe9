import { IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The `project_id` every project-scoped action takes. */
export class ProjectIdDto {
  @IsString()
  @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' })
  project_id: string;
}
