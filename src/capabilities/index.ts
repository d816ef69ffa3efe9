export { CapabilitiesModule } from './capabilities.module.js';
export { CapabilitiesFactory, subscriptionSettingsOf, type Capabilities } from './capabilities.factory.js';
export { CatalogActionRunner } from './catalog-action.runner.js';
export { CapabilityError, type CapabilityRequest } from './capability.interface.js';
export { EMPTY_COMPLETION, type CompletionQuery } from './completion/completion.provider.js';
export { ResourceSubscriptions, WatcherBudget, type SubscriptionSettings } from './resources/resource-subscriptions.js';
