import type { JsonSchema } from '../../catalog/index.js';

export const FIND_ACTION_INPUT: JsonSchema = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 1000, description: 'What you want to do, in plain words ("list branches", "protect a branch"), or an exact action ID.' },
    limit: { type: 'integer', minimum: 1, maximum: 20, default: 5, description: 'Maximum matches (1..20).' },
    include_schema: { type: 'boolean', default: false, description: 'Include each match\'s input schema (always included for an exact ID).' },
  },
  required: ['query'],
  additionalProperties: false,
};

export const FIND_ACTION_OUTPUT: JsonSchema = {
  type: 'object',
  properties: {
    actions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          destructive: { type: 'boolean' },
          read_only: { type: 'boolean' },
          tier: { type: 'string' },
          required_params: { type: 'array', items: { type: 'string' } },
          params: { type: 'array', items: { type: 'string' } },
          params_from_url: { type: 'object', description: 'Parameter values read from a GitLab URL in the query, under this action\'s names.' },
          input_schema: { type: 'object' },
        },
        required: ['id', 'title', 'description', 'destructive', 'read_only', 'required_params', 'params'],
      },
    },
    low_confidence: { type: 'boolean', description: 'The first match is in doubt: it shares few words with the query, or the second is nearly as good.' },
    related: { type: 'array', items: { type: 'string' }, description: 'Actions often used with the first match (named by it, or on the same object).' },
  },
  required: ['actions', 'low_confidence'],
};

export const EXECUTE_ACTION_INPUT: JsonSchema = {
  type: 'object',
  properties: {
    action: { type: 'string', maxLength: 128, description: 'Action ID from gitlab_find_action, e.g. "branch.list".' },
    params: { type: 'object', description: 'The action\'s parameters, e.g. {"project_id": "group/project"}.' },
    confirm: { type: 'boolean', description: 'true only after the user explicitly approved a destructive action.' },
  },
  required: ['action'],
  additionalProperties: false,
};
