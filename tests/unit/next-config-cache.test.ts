/** The shared ISR cache is on only with REDIS_URL; without it the config is as before. */
import path from 'node:path';
import type { NextConfig } from 'next';

function loadConfig(redisUrl: string | undefined): NextConfig {
  const saved = process.env.REDIS_URL;
  if (redisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = redisUrl;
  try {
    let config: NextConfig = {};
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = (require('../../next.config') as { default: NextConfig }).default;
    });
    return config;
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

it('without REDIS_URL: no cache handler, Next keeps its own cache', () => {
  const config = loadConfig(undefined);
  expect(config.cacheHandler).toBeUndefined();
  expect(config.cacheMaxMemorySize).toBeUndefined();
});

it('with REDIS_URL: cache-handler.mjs, and no private in-memory copy in front of it', () => {
  const config = loadConfig('redis://127.0.0.1:6379');
  expect(config.cacheHandler).toBe(path.join(process.cwd(), 'cache-handler.mjs'));
  expect(config.cacheMaxMemorySize).toBe(0);
});
