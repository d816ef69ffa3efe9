import { card, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { CiVariableDeletionDto, CiVariableViewDto, CiVariableListDto } from './dto/ci-variable.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** File variables can be long (certificates, kubeconfigs): the card shows the start. */
const VALUE_LIMIT = 4000;

const scope = (v: CiVariableViewDto): string | undefined => v.environment_scope;
const expanded = (v: CiVariableViewDto): CellValue => (v.raw === undefined ? undefined : !v.raw);

export function renderVariable(v: CiVariableViewDto, heading: string, owner: string, getAction: string): string {
  const rows: Array<readonly [string, CellValue]> = [
    ['Owner', owner],
    ['Type', v.variable_type],
    ['Environment scope', scope(v)],
    ['Protected', v.protected],
    ['Masked', v.masked],
    ['Hidden', v.hidden],
    ['Expands $references', expanded(v)],
  ];
  if (v.value === undefined) rows.push(['Value', v.value_withheld]);
  const parts = [card(`${heading} ${v.key}`, rows)];
  if (v.value !== undefined) parts.push(`\n\n${untrustedLongText('Value', v.value, `${getAction} returns it whole in structuredContent.value`, VALUE_LIMIT)}`);
  if (v.description) parts.push(`\n\n${untrustedLongText('Description', v.description, `${getAction} returns it whole in structuredContent.description`)}`);
  parts.push(steps(v));
  return parts.join('');
}

export function renderVariableList(list: CiVariableListDto, owner: string, howToRead: string): string {
  return (
    table(
      `CI/CD variables of ${owner}`,
      [
        { header: 'Key', value: (v: CiVariableViewDto) => v.key },
        { header: 'Type', value: (v) => v.variable_type },
        { header: 'Environment scope', value: (v) => scope(v) },
        { header: 'Protected', value: (v) => v.protected },
        { header: 'Masked', value: (v) => v.masked },
        { header: 'Hidden', value: (v) => v.hidden },
        { header: 'Expanded', value: (v) => expanded(v) },
      ],
      list.variables,
      'No CI/CD variables.',
    ) +
    `\n\n_Values are not listed. ${howToRead} Masked and hidden values are never shown._` +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderVariableDeletion(r: CiVariableDeletionDto): string {
  const scope: ReadonlyArray<readonly [string, CellValue]> = r.environment_scope === undefined ? [] : [['Environment scope', r.environment_scope]];
  return card(`CI/CD variable ${r.key} deleted`, [['Owner', r.owner], ...scope, ['Result', r.message]]) + steps(r);
}
