import { newHook, type SimProjectSettings } from '../store/project-settings.state';

/** acme/backend (42) has one CI webhook with a secret token, a custom header and a URL variable, and a published Pages site. */
export function seedProjectSettings(): SimProjectSettings {
  const hook = newHook(1, 42, 'https://ci.example.com/hooks/{env}/gitlab', '2025-04-03T09:00:00.000Z');
  hook.name = 'CI trigger';
  hook.description = 'Starts the integration pipeline on the CI server';
  hook.events.merge_requests_events = true;
  hook.events.tag_push_events = true;
  hook.token = 'seeded-hook-secret';
  hook.customHeaders.set('X-Team', 'backend-secret-header');
  hook.urlVariables.set('env', 'staging');
  return {
    hooks: [hook],
    pages: [{ projectId: 42, published: true, uniqueDomainEnabled: false, httpsOnly: true, primaryDomain: null, deployedAt: '2025-04-10T12:00:00.000Z' }],
    nextHookId: 1,
  };
}
