import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the repository domain carries (the explorer requires them equal). */
export const REPOSITORY_DOMAIN: DomainOptions = { name: 'repository', description: 'Repository content: files, trees and commits of a project.', keywords: ['repo', 'git', 'code', 'source', 'source code', 'codebase'] };
