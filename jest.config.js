/** Three projects: pure rules (schema), integration on a real PostgreSQL (api), components (web, jsdom). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@keafx/schema$': '<rootDir>/schema/src/index.ts' },
  rootDir: __dirname,
};

module.exports = {
  // Global: jest 30 ignores testTimeout inside a project.
  testTimeout: 30000,
  projects: [
    { ...shared, displayName: 'schema', testEnvironment: 'node', testMatch: ['<rootDir>/schema/src/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.test.ts', '<rootDir>/api/test/**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFiles: ['<rootDir>/api/test/setup-env.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/web/src/test/style-stub.ts' },
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
    },
  ],
};
