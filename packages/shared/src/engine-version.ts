/**
 * What a stored result's `engine_version` promises about its wording. The engine guarantees it from
 * the version named here on (packages/engine/test/emergency-wording.test.ts); the web cleans results
 * stored by an older engine itself (docs/decisions/emergency-wording.md).
 */

/** The first engine version whose emergency results never mention exercise. */
export const EMERGENCY_WITHOUT_EXERCISE_SINCE = '2.10.0';

/** `major.minor.patch` as numbers, or null when it is not one. */
function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether an engine version is `min` or later. A missing or unreadable version counts as older. */
export function engineVersionAtLeast(version: string | null | undefined, min: string): boolean {
  const have = version ? parseVersion(version) : null;
  const want = parseVersion(min);
  if (!have || !want) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return have[i]! > want[i]!;
  return true;
}
