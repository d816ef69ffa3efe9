const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
const moduleNameMapper = {
  '^@gitlab-mcp/(action-kit|errors|gitlab-client|gitlab-sim)$': '<rootDir>/libs/$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
// jose and oauth4webapi ship ES modules only: compiled to CommonJS like our sources.
const esmOnly = ['jose', 'oauth4webapi'];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'], setupFiles: ['<rootDir>/test/setup/secret-scan.capture.js'], setupFilesAfterEnv: ['<rootDir>/test/setup/e2e-timeout.js'] },
  ],
  // Secrets scan: every e2e file tees server output into a capture directory; the
  // teardown fails the run if an access token appears in it.
  globalSetup: '<rootDir>/test/setup/secret-scan.global-setup.js',
  globalTeardown: '<rootDir>/test/setup/secret-scan.global-teardown.js',
};
