import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** A list of label names in the form GitLab documents for every label parameter: names joined by commas. */
function joinLabels(value: unknown): unknown {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : value;
}

/**
 * An optional parameter of label names (`labels`, `add_labels`, `remove_labels`, ...): the caller may
 * give comma-separated text or an array of names, as GitLab accepts both; GitLab is sent the text.
 */
export function LabelList(description: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) => joinLabels(value)),
    IsString({ message: '$property must be comma-separated label names or an array of label names' }),
    JSONSchema(() => ({ description: `${description} An array of names also works, e.g. ["bug", "backend"].`, anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })),
  );
}
