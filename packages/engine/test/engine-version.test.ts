import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { FINGERPRINT_FILE, fingerprint } from '../scripts/fingerprint.ts';
import { ENGINE_VERSION } from '../src/index.ts';

const recorded = JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as { version: string; sha256: string };

it('changes ENGINE_VERSION whenever what the engine writes changes', () => {
  const now = fingerprint();
  const how =
    'bump ENGINE_VERSION (packages/engine/src/engine.ts) and record it: npm run fingerprint -w @physiomate/engine -- --write';
  if (now.sha256 !== recorded.sha256)
    expect(ENGINE_VERSION, `the output changed since ${recorded.version}: ${how}`).not.toBe(recorded.version);
  expect({ version: ENGINE_VERSION, sha256: now.sha256 }, `not recorded: ${how}`).toEqual({
    version: recorded.version,
    sha256: recorded.sha256,
  });
  // (about 12,000 cases assessed: over a minute on a loaded 2-core machine, so the budget is generous)
}, 180_000);
