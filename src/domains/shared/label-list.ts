import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/**
 * An optional parameter of label names (`labels`, `add_labels`, `remove_labels`, ...): the caller may
 * give comma-separated text or an array of names, as GitLab accepts both. The array form is joined into
 * the comma-separated text GitLab documents before validation (the pipeline's lossless conversions).
 */
export function LabelList(description: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: '$property must be comma-separated label names or an array of label names' }),
    JSONSchema(() => ({ description: `${description} An array of names also works, e.g. ["bug", "backend"].`, anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })),
  );
}
