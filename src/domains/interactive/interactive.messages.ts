import type { FlowField } from './guided-flow.js';

const show = (v: unknown): string => {
  const text = typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Texts of the guided flows. */
export const interactiveMessages = {
  noElicitation: (flow: string, action: string) =>
    `${flow} asks the user field by field and needs a client that supports MCP elicitation, which this client did not declare. Call the plain action ${action} instead, with the values the user gave you.`,
  actionUnavailable: (flow: string, why: string) => `${flow} cannot run: ${why}. Nothing was asked and nothing was created.`,
  fieldQuestion: (noun: string, f: FlowField) => `New ${noun}: ${f.title}${f.required ? '' : ' (optional, leave empty to skip)'}`,
  requiredLeftEmpty: (flow: string, field: string) => `${flow}: ${field} is required and was left empty. Nothing was created.`,
  finalQuestion: (noun: string, action: string, values: Readonly<Record<string, unknown>>) =>
    [`Create this ${noun} (${action})?`, ...Object.entries(values).map(([k, v]) => `- ${k}: ${show(v)}`)].join('\n'),
  created: (flow: string, action: string) => `Created through the guided flow ${flow} (${action}).`,
} as const;
