/** The event switches of a project webhook, as GitLab names them. */
export const HOOK_EVENT_FLAGS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'merge_requests_events',
  'note_events',
  'confidential_note_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
  'resource_deploy_token_events',
  'vulnerability_events',
  'repository_update_events',
] as const;

export type HookEventFlag = (typeof HOOK_EVENT_FLAGS)[number];

/** A project webhook. Its token, signing token, header values and URL variable values are never presented. */
export interface SimHook {
  id: number;
  projectId: number;
  url: string;
  name: string;
  description: string;
  events: Record<HookEventFlag, boolean>;
  pushEventsBranchFilter: string;
  branchFilterStrategy: 'wildcard' | 'regex' | 'all_branches';
  enableSslVerification: boolean;
  duoFlowCallbackEnabled: boolean;
  token: string;
  signingToken: string;
  customWebhookTemplate: string;
  customHeaders: Map<string, string>;
  urlVariables: Map<string, string>;
  createdAt: string;
}

/** The GitLab Pages site of a project; a project without an entry has never deployed Pages. */
export interface SimPagesSite {
  projectId: number;
  published: boolean;
  uniqueDomainEnabled: boolean;
  httpsOnly: boolean;
  primaryDomain: string | null;
  deployedAt: string;
}

/** Webhooks and Pages sites of every project. */
export interface SimProjectSettings {
  hooks: SimHook[];
  pages: SimPagesSite[];
  nextHookId: number;
}

/** A webhook with GitLab's defaults for whatever the caller left out (push events on, SSL verified). */
export function newHook(id: number, projectId: number, url: string, createdAt: string): SimHook {
  const events = Object.fromEntries(HOOK_EVENT_FLAGS.map((flag) => [flag, flag === 'push_events'])) as Record<HookEventFlag, boolean>;
  return {
    id,
    projectId,
    url,
    name: '',
    description: '',
    events,
    pushEventsBranchFilter: '',
    branchFilterStrategy: 'wildcard',
    enableSslVerification: true,
    duoFlowCallbackEnabled: false,
    token: '',
    signingToken: '',
    customWebhookTemplate: '',
    customHeaders: new Map(),
    urlVariables: new Map(),
    createdAt,
  };
}
