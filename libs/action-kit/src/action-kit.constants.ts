/** Metadata key of `@Action` (private: read it through `ActionMetadataAccessor`). */
export const ACTION_METADATA = 'action-kit:action';
/** Metadata key of `@Domain` (private: read it through `ActionMetadataAccessor`). */
export const DOMAIN_METADATA = 'action-kit:domain';
/** Metadata key of `@FieldTier` (private: read it through `ActionMetadataAccessor`). */
export const FIELD_TIER_METADATA = 'action-kit:field-tier';
/** Metadata key of `@CommaList` (private: read it through `ActionMetadataAccessor`). */
export const COMMA_LIST_METADATA = 'action-kit:comma-list';
/** Metadata key of the members a class declares actions on without a handler (private, as above). */
export const DECLARED_MEMBERS_METADATA = 'action-kit:declared-members';
