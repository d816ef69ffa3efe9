// Jest globalSetup: creates the directory every e2e test file tees server output into.
const { mkdirSync } = require('node:fs');
const { CAPTURE_DIR_ENV, newCaptureDir } = require('./secret-scan.constants');

module.exports = async function secretScanSetup() {
  const dir = process.env[CAPTURE_DIR_ENV] || newCaptureDir();
  mkdirSync(dir, { recursive: true });
  process.env[CAPTURE_DIR_ENV] = dir;
};
