/**
 * What a stranger's `npm install` relies on: a fresh clone stays clean (the lockfile already
 * lists every platform package npm would add), the install asks no decision (every install
 * script is approved or denied in package.json), and the declared Node floor is true (every
 * package admits it, and the Node the project brings meets it).
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface LockPackage {
  version?: string;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

interface PackageJson {
  engines: { node: string };
  optionalDependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const ROOT = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const entries = Object.entries(lock.packages).filter(([key]) => key !== '');

/** The lock key an installed dependency `name` of the package at `key` resolves to. */
function resolve(key: string, name: string): string | undefined {
  let base = key;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('the lockfile', () => {
  it('holds every optional (platform) dependency, so npm install on any machine adds nothing', () => {
    const missing = entries.flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolve(key, name) === undefined)
        .map((name) => `${key} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has a decision in package.json for every package with an install script', () => {
    const decided = pkg.allowScripts ?? {};
    const undecided = entries
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !(name in decided));
    expect(undecided).toEqual([]);
  });
});

describe('the Node floor', () => {
  const floor = semver.minVersion(pkg.engines.node);

  it('is a version every installed package supports', () => {
    expect(floor).not.toBeNull();
    const refusing = entries
      .filter(([, entry]) => !entry.optional || !entry.os)
      .flatMap(([key, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(floor!, wanted) ? [`${key} wants ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('is met by the Node the project brings, an even (LTS) line', () => {
    const brought = Object.entries(pkg.optionalDependencies ?? {}).filter(([name]) =>
      name.startsWith('node-'),
    );
    expect(brought.length).toBeGreaterThan(0);
    for (const [name, version] of brought) {
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
      expect(semver.satisfies(version, pkg.engines.node)).toBe(true);
      expect(semver.major(version) % 2).toBe(0);
    }
  });
});
