export { CapabilitiesModule } from './capabilities.module.js';
export { CapabilitiesFactory, type Capabilities } from './capabilities.factory.js';
export { CatalogActionRunner } from './catalog-action.runner.js';
export { CapabilityError, type CapabilityRequest } from './capability.interface.js';
export { EMPTY_COMPLETION, type CompletionQuery } from './completion/completion.provider.js';
export { ResourceSubscriptions, type SubscriptionSettings, type WatcherBudget } from './resources/resource-subscriptions.js';
