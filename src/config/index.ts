export { SERVER_CONFIG } from './config.constants.js';
export { ConfigError } from './config.error.js';
export { parseCliArgs, type CliArgs } from './cli-args.js';
export { loadConfig } from './load-config.js';
export { parseDuration } from './duration.js';
export type { ServerConfig, ToolSurface, CapabilitySurface, MetaParamSchema, LogLevel, RedisFailureMode, TelemetryToolName } from './server-config.interface.js';
export type { AuthMode, OAuthSettings, PreRegisteredClient } from './oauth-settings.interface.js';
