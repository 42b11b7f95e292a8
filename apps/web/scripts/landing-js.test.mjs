import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MODULE, checkLandingBudget, LANDING_MODULE, landingAssets } from './landing-js.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with a manifest and the files it names (each a string of the given length). */
function fakeBuild(manifest, sizes) {
  const dist = mkdtempSync(path.join(tmpdir(), 'landing-js-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(sizes)) writeFileSync(path.join(dist, file), text);
  return dist;
}

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_preload.js'],
    dynamicImports: [BOOT_MODULE],
    css: ['assets/index.css'],
  },
  '_preload.js': { file: 'assets/preload.js' },
  [BOOT_MODULE]: { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  [LANDING_MODULE]: { file: 'assets/landing.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/features/auth/routes/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true },
};
const FILES = {
  'assets/index.js': 'entry();'.repeat(50),
  'assets/preload.js': 'preload();'.repeat(50),
  'assets/boot.js': 'boot();'.repeat(50),
  'assets/react.js': 'react();'.repeat(50),
  'assets/landing.js': 'landing();'.repeat(50),
  'assets/auth.js': 'auth();'.repeat(5000),
  'assets/index.css': 'a{}'.repeat(20),
};

describe('landing page JavaScript', () => {
  it('counts the entry, the boot chunk, the landing chunk and their static imports once each, not other routes', () => {
    const assets = landingAssets(fakeBuild(MANIFEST, FILES));
    expect(assets.js.map((a) => a.file).sort()).toEqual([
      'assets/boot.js',
      'assets/index.js',
      'assets/landing.js',
      'assets/preload.js',
      'assets/react.js',
    ]);
    expect(assets.css.map((a) => a.file)).toEqual(['assets/index.css']);
    const landing = assets.js.find((a) => a.file === 'assets/landing.js');
    expect(landing?.gzip).toBe(gzipSync(FILES['assets/landing.js'], { level: 6 }).length);
  });

  it('is over budget when the gzipped total passes it', () => {
    const dist = fakeBuild(MANIFEST, FILES);
    const { totalBytes } = checkLandingBudget(dist, 1);
    expect(totalBytes).toBeGreaterThan(0);
    expect(checkLandingBudget(dist, totalBytes / 1024).over).toBe(false);
    expect(checkLandingBudget(dist, (totalBytes - 1) / 1024).over).toBe(true);
  });

  it('fails loudly when the landing route is no longer its own chunk', () => {
    const { [LANDING_MODULE]: _landing, ...withoutLanding } = MANIFEST;
    expect(() => landingAssets(fakeBuild(withoutLanding, FILES))).toThrow(/not in the Vite manifest/);
  });

  it('fails loudly when React no longer starts from its own chunk', () => {
    const { [BOOT_MODULE]: _boot, ...withoutBoot } = MANIFEST;
    expect(() => landingAssets(fakeBuild(withoutBoot, FILES))).toThrow(/not in the Vite manifest/);
  });
});
