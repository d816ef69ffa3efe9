import { AUDIT_PROMPTS } from './audit.prompts.js';
import { GROUP_PROMPTS } from './group.prompts.js';
import { MERGE_REQUEST_PROMPTS } from './merge-request.prompts.js';
import { MR_REPORT_PROMPTS } from './mr-report.prompts.js';
import { PEOPLE_PROMPTS } from './people.prompts.js';
import { PIPELINE_PROMPTS } from './pipeline.prompts.js';
import { PROJECT_PROMPTS } from './project.prompts.js';
import type { PromptSpec } from './prompt.interface.js';
import { RELEASE_PROMPTS } from './release.prompts.js';

/** The order of prompts.tsv; prompts this server does not write are absent. */
const ORDER = [
  'summarize_mr_changes',
  'review_mr',
  'suggest_mr_reviewers',
  'mr_risk_assessment',
  'summarize_pipeline_status',
  'summarize_open_mrs',
  'project_health_check',
  'generate_release_notes',
  'compare_branches',
  'daily_standup',
  'team_member_workload',
  'user_stats',
  'my_open_mrs',
  'my_pending_reviews',
  'my_issues',
  'my_activity_summary',
  'user_activity_report',
  'team_overview',
  'group_mr_dashboard',
  'reviewer_workload',
  'branch_mr_summary',
  'project_activity_report',
  'mr_discussion_health',
  'unassigned_items',
  'stale_items_report',
  'merge_velocity',
  'release_readiness',
  'release_cadence',
  'weekly_team_recap',
  'milestone_progress',
  'label_distribution',
  'group_milestone_progress',
  'project_contributors',
  'audit_commit_hygiene',
  'mr_description_quality',
  'audit_project_workflow',
  'audit_project_full',
] as const;

const ALL: readonly PromptSpec[] = [...MERGE_REQUEST_PROMPTS, ...MR_REPORT_PROMPTS, ...PROJECT_PROMPTS, ...RELEASE_PROMPTS, ...PEOPLE_PROMPTS, ...GROUP_PROMPTS, ...AUDIT_PROMPTS, ...PIPELINE_PROMPTS];

/**
 * The prompts of prompts.tsv this server writes, in that file's order; each is offered only
 * while the actions it needs are in the configuration's view. Each gathers its facts by running
 * read-only catalog actions and answers one user message.
 */
export const PROMPTS: readonly PromptSpec[] = [...ALL].sort((a, b) => ORDER.indexOf(a.name as (typeof ORDER)[number]) - ORDER.indexOf(b.name as (typeof ORDER)[number]));
