import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};

/**
 * Two projects: browser-side code under jsdom; the mock API and pure server code under node.
 * next/jest supplies the SWC transform for both.
 * @returns {Promise<import('jest').Config>}
 */
export default async function config() {
  const browser = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    testMatch: ['<rootDir>/tests/components/**/*.test.ts?(x)'],
  })();
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/mock-api/**/*.test.ts'],
  })();
  // faker is ESM only: let SWC transpile it (and nothing else) in node_modules.
  const esmAllow = '/node_modules/(?!(@faker-js/faker)/)';
  for (const project of [browser, node]) {
    project.transformIgnorePatterns = [esmAllow, '^.+\\.module\\.(css|sass|scss)$'];
  }
  return { projects: [browser, node] };
}
