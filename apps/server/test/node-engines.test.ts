import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js versions the repository declares (package.json `engines`, the README) are the ones its
 * installed packages accept: a dependency update that raises its own minimum fails here, instead of
 * in the install of someone on the old minimum (npm only warns, EBADENGINE, and then a test runner or
 * the build breaks on an API the old Node lacks).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

type Installed = { name: string; version: string; node: string };

/** Every package installed for the repository (hoisted or nested), once each, with its `engines.node`. */
function installedPackages(): Installed[] {
  const seen = new Set<string>();
  const found: Installed[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      const pkgDir = path.join(dir, entry);
      if (entry.startsWith('@')) {
        visit(pkgDir);
        continue;
      }
      const real = realpathSync(pkgDir);
      if (seen.has(real)) continue;
      seen.add(real);
      const manifest = path.join(pkgDir, 'package.json');
      if (existsSync(manifest)) {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name?: string;
          version?: string;
          engines?: { node?: unknown };
        };
        if (typeof pkg.engines?.node === 'string') {
          found.push({ name: pkg.name ?? entry, version: pkg.version ?? '?', node: pkg.engines.node });
        }
      }
      visit(path.join(pkgDir, 'node_modules'));
    }
  };
  for (const workspace of ['.', 'packages/shared', 'packages/engine', 'apps/server', 'apps/web']) {
    visit(path.join(ROOT, workspace, 'node_modules'));
  }
  return found;
}

const declared = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;
const minimum = semver.minVersion(declared)!.version;

describe('the declared Node.js minimum', () => {
  it('is accepted by every installed package', () => {
    const packages = installedPackages();
    // The walk really read the tree (a renamed folder would otherwise pass with nothing checked).
    expect(packages.find((p) => p.name === 'vite')).toBeDefined();
    const refusing = packages
      .filter((p) => !semver.satisfies(minimum, p.node))
      .map((p) => `${p.name}@${p.version} wants node ${p.node}`);
    expect(refusing, `package.json engines.node is ${declared}`).toEqual([]);
  });

  it('is the one the README states', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const [major, minor] = minimum.split('.');
    expect(readme).toMatch(new RegExp(`minimum is ${major}\\.${minor}\\b`, 'i'));
  });
});
