/** Jest with @swc/jest: fast transforms with Nest's decorator metadata; types are checked by tsc. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The tsconfig's `paths`: one way to name a module outside the current folder.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@test/(.*)$': '<rootDir>/test/$1' },
  // Generous: `npm test` runs this suite niced beside the browser suites, and a busy machine is no failure.
  testTimeout: 180_000,
};
