import { Inject, Injectable } from '@nestjs/common';
import type { CatalogView } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import type { ToolDefinition } from '../surfaces/tool-definition.interface.js';
import { CatalogActionRunner } from './catalog-action.runner.js';
import { CompletionProvider } from './completion/completion.provider.js';
import { PromptCatalog } from './prompts/prompt.catalog.js';
import { ResourceCatalog } from './resources/resource.catalog.js';
import {
  DEFAULT_MAX_WATCHERS_PER_CREDENTIAL,
  DEFAULT_MAX_WATCHERS_PER_PROCESS,
  WatcherBudget,
  type SubscriptionSettings,
} from './resources/resource-subscriptions.js';
import { observeWatchers } from '../telemetry/index.js';

/** The non-tool capabilities of one configuration (A-60..A-62); prompts and completion are absent on the minimal surface. */
export interface Capabilities {
  readonly resources: ResourceCatalog;
  readonly prompts?: PromptCatalog;
  readonly completion?: CompletionProvider;
}

/** Poll interval and watcher bounds of resource subscriptions in a configuration. */
export function subscriptionSettingsOf(config: Pick<ServerConfig, 'subscriptionPollIntervalMs'>): SubscriptionSettings {
  return { pollIntervalMs: config.subscriptionPollIntervalMs, maxPerCredential: DEFAULT_MAX_WATCHERS_PER_CREDENTIAL, maxPerProcess: DEFAULT_MAX_WATCHERS_PER_PROCESS };
}

/** Builds each configuration's resources, prompts and completion over its catalog view. */
@Injectable()
export class CapabilitiesFactory {
  /** Poll interval and watcher bounds of resource subscriptions. */
  readonly subscriptionSettings: SubscriptionSettings;
  /** One budget per process: it bounds watchers per credential and in total. */
  readonly watcherBudget: WatcherBudget;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly runner: CatalogActionRunner,
  ) {
    this.subscriptionSettings = subscriptionSettingsOf(config);
    this.watcherBudget = new WatcherBudget(this.subscriptionSettings);
    const budget = this.watcherBudget;
    observeWatchers(() => budget.size);
  }

  /**
   * @param view the configuration's catalog view
   * @param tools the tools of its surface (the manifest lists them)
   */
  create(view: CatalogView, tools: readonly ToolDefinition[]): Capabilities {
    const minimal = this.config.capabilitySurface === 'minimal';
    const resources = new ResourceCatalog(view, { toolSurface: this.config.toolSurface, minimal }, tools, this.runner);
    if (minimal) return { resources };
    const prompts = new PromptCatalog(view, this.runner);
    return { resources, prompts, completion: new CompletionProvider(view, this.runner, prompts, resources) };
  }
}
