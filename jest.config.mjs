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
    // The browser's footer, as next.config.ts aliases it in the browser bundle.
    moduleNameMapper: {
      '(^|/)features/shell/components/site-footer$':
        '<rootDir>/src/features/shell/components/site-footer.browser.tsx',
      ...shared.moduleNameMapper,
    },
    setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    testMatch: ['<rootDir>/tests/components/**/*.test.ts?(x)'],
  })();
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: [
      '<rootDir>/tests/contract/**/*.test.ts',
      '<rootDir>/tests/unit/**/*.test.ts?(x)',
      '<rootDir>/tests/mock-api/**/*.test.ts',
    ],
  })();
  // faker and d3-geo (with its d3-array and internmap) are ESM only: let SWC transpile them
  // (and nothing else) in node_modules.
  const esmAllow = '/node_modules/(?!(@faker-js/faker|d3-geo|d3-array|internmap)/)';
  for (const project of [browser, node]) {
    project.transformIgnorePatterns = [esmAllow, '^.+\\.module\\.(css|sass|scss)$'];
  }
  return { projects: [browser, node] };
}
