// Shared by the secrets scan's global setup, per-file capture and global teardown.
const { join } = require('node:path');
const { tmpdir } = require('node:os');

/** Environment variable naming the capture directory of the current run. */
const CAPTURE_DIR_ENV = 'GITLAB_MCP_SECRET_SCAN_DIR';

/** A new capture directory per run, under the OS temp directory. */
const newCaptureDir = () => join(tmpdir(), `gitlab-mcp-secret-scan-${process.pid}-${Date.now()}`);

/**
 * What counts as a leaked credential: any GitLab personal/project/group access token shape
 * (`glpat-` and friends) long enough to be a real one. Every simulator token (`glpat-sim-...`)
 * matches; placeholders in help texts (`glpat-...`) do not. Secrets the simulator mints at run
 * time (`glpat-sim-minted-...`, libs/gitlab-sim/src/store/minted-secret.ts) are left out: a
 * create or rotate returns them once on purpose, and their own tests check they appear nowhere else.
 */
const TOKEN_PATTERN = /\bgl(?:pat|oas|dt|rt|ptt|ft|imt|agent|soat)-(?!sim-minted-)[A-Za-z0-9_-]{8,}/g;

/**
 * This server's OAuth material (issue 16): access and refresh tokens, authorization codes and
 * states are compact JWEs, five base64url parts whose first is a JSON header (`eyJ`).
 */
const JWE_PATTERN = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;

/**
 * Captures whose body hands our sealed material out on purpose, by the label's request: our token
 * endpoint's answer, the registration (the client_id is a sealed registration, public by design)
 * and the consent page (its form carries the sealed consent state).
 */
const SEALED_HANDOUT = /^# response of (?:POST \S+\/token|POST \S+\/register|GET \S+\/authorize\?\S*)$/;

/** Captures whose body hands GitLab's OAuth tokens out on purpose: the simulator's own token endpoint. */
const GITLAB_HANDOUT = /^# response of POST \S+\/oauth\/token$/;

/** Global function (set by the per-file capture) through which tests register concrete secrets. */
const REGISTER_SECRETS = Symbol.for('gitlab-mcp.secret-scan.register');

/** Capture files listing registered secrets rather than server output. */
const SECRETS_FILE_SUFFIX = 'secrets';

module.exports = { CAPTURE_DIR_ENV, JWE_PATTERN, GITLAB_HANDOUT, newCaptureDir, REGISTER_SECRETS, SEALED_HANDOUT, SECRETS_FILE_SUFFIX, TOKEN_PATTERN };
