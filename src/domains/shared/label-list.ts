import { CommaList } from '@gitlab-mcp/action-kit';
import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/**
 * An optional parameter of label names (`labels`, `add_labels`, `remove_labels`, ...): comma-separated
 * text, as GitLab documents it; an array of names works too (`@CommaList` joins it before validation).
 */
export function LabelList(description: string): PropertyDecorator {
  return applyDecorators(
    CommaList(),
    IsOptional(),
    IsString({ message: '$property must be comma-separated label names or an array of label names' }),
    JSONSchema({ description: `${description} An array of names also works, e.g. ["bug", "backend"].` }),
  );
}
