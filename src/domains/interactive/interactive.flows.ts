import type { FlowSpec } from './guided-flow.js';

const projectField = { name: 'project_id', title: 'Project', description: 'Project numeric ID or full path, e.g. group/project', type: 'string', required: true } as const;

/** The four guided creation flows of and the plain action each ends with. */
export const FLOWS = {
  issue: {
    id: 'interactive.issue_create',
    noun: 'issue',
    action: 'issue.create',
    fields: [
      projectField,
      { name: 'title', title: 'Title', description: 'A short summary of the problem or request', type: 'string', required: true },
      { name: 'description', title: 'Description', description: 'Details in Markdown: steps to reproduce, expected and actual behaviour', type: 'string', required: false },
      { name: 'labels', title: 'Labels', description: 'Comma-separated label names, e.g. bug,backend', type: 'string', required: false },
      { name: 'confidential', title: 'Confidential', description: 'Only project members with Planner role or higher can see it', type: 'boolean', required: false, default: false },
    ],
  },
  mergeRequest: {
    id: 'interactive.mr_create',
    noun: 'merge request',
    action: 'merge_request.create',
    fields: [
      projectField,
      { name: 'source_branch', title: 'Source branch', description: 'The branch with the changes', type: 'string', required: true },
      { name: 'target_branch', title: 'Target branch', description: 'The branch to merge into, usually the default branch', type: 'string', required: true },
      { name: 'title', title: 'Title', description: 'What the merge request does, in the imperative', type: 'string', required: true },
      { name: 'description', title: 'Description', description: 'Why, what changed, how to verify (Markdown)', type: 'string', required: false },
      { name: 'remove_source_branch', title: 'Delete source branch', description: 'Delete the source branch once merged', type: 'boolean', required: false, default: true },
    ],
  },
  project: {
    id: 'interactive.project_create',
    noun: 'project',
    action: 'project.create',
    fields: [
      { name: 'name', title: 'Name', description: 'Project name', type: 'string', required: true },
      { name: 'path', title: 'Path', description: 'URL path; derived from the name when empty', type: 'string', required: false },
      { name: 'visibility', title: 'Visibility', description: 'Who can see the project', type: 'string', required: true, enum: ['private', 'internal', 'public'], default: 'private' },
      { name: 'description', title: 'Description', description: 'One line about the project', type: 'string', required: false },
      { name: 'initialize_with_readme', title: 'Initial README', description: 'Create the repository with a README commit', type: 'boolean', required: false, default: true },
      { name: 'template_name', title: 'Template', description: 'Start from a built-in template instead (e.g. express, rails, spring, hugo); leave empty for none', type: 'string', required: false },
    ],
  },
  release: {
    id: 'interactive.release_create',
    noun: 'release',
    action: 'release.create',
    fields: [
      projectField,
      { name: 'tag_name', title: 'Tag', description: 'Tag of the release, e.g. v1.2.0', type: 'string', required: true },
      { name: 'name', title: 'Name', description: 'Release name; the tag when empty', type: 'string', required: false },
      { name: 'description', title: 'Release notes', description: 'What changed, in Markdown', type: 'string', required: false },
      { name: 'ref', title: 'Create tag from', description: 'Branch or commit to tag when the tag does not exist yet', type: 'string', required: false },
    ],
  },
} as const satisfies Record<string, FlowSpec>;
