export { CredentialLimits, LIMITED_METHODS, type AdmitOptions } from './credential-limits.js';
export { CredentialLimitsFactory } from './credential-limits.factory.js';
export { ListingBudget, LISTING_BUDGET_BURST, LISTING_BUDGET_RATE } from './listing-budget.js';
export type { RateLimitBucket, RateLimitRefusal, RateLimitSetting } from './rate-limit.interface.js';
export { TokenBucket } from './token-bucket.js';
