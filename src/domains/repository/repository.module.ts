import { Module } from '@nestjs/common';
import { RepositoryChangelogActions } from './repository-changelog.actions.js';
import { RepositoryCommitCommentActions } from './repository-commit-comments.actions.js';
import { RepositoryCommitDiscussionActions } from './repository-commit-discussions.actions.js';
import { RepositoryCommitStatusActions } from './repository-commit-statuses.actions.js';
import { RepositoryCommitActions } from './repository-commits.actions.js';
import { RepositoryCompareActions } from './repository-compare.actions.js';
import { RepositoryFileActions } from './repository-files.actions.js';
import { RepositoryMarkdownActions } from './repository-markdown.actions.js';
import { RepositorySubmoduleActions } from './repository-submodules.actions.js';
import { RepositoryTreeActions } from './repository-tree.actions.js';

/** The repository domain, one provider class per concept (listed in the order of the catalog). */
@Module({
  providers: [
    RepositoryFileActions,
    RepositoryTreeActions,
    RepositoryCompareActions,
    RepositoryChangelogActions,
    RepositoryMarkdownActions,
    RepositorySubmoduleActions,
    RepositoryCommitActions,
    RepositoryCommitCommentActions,
    RepositoryCommitStatusActions,
    RepositoryCommitDiscussionActions,
  ],
})
export class RepositoryModule {}
