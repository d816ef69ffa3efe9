import { ActionRefusalError } from '@gitlab-mcp/errors';

/** The remote URL names no `group/project` path; nothing was sent to GitLab. */
export class InvalidRemoteUrlError extends ActionRefusalError {
  constructor(remote: string) {
    super(
      `discoverProject: remote_url ${JSON.stringify(remote.slice(0, 200))} is not a git remote URL naming a group/project path. Use the output of \`git remote get-url origin\`, e.g. git@gitlab.example.com:group/project.git`,
    );
  }
}
