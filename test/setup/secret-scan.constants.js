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

module.exports = { CAPTURE_DIR_ENV, newCaptureDir, TOKEN_PATTERN };
