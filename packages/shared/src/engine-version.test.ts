import { describe, expect, it } from 'vitest';
import { EMERGENCY_WITHOUT_EXERCISE_SINCE, engineVersionAtLeast } from './engine-version.ts';

describe('engineVersionAtLeast', () => {
  it('compares major, minor and patch as numbers', () => {
    expect(engineVersionAtLeast('2.10.0', '2.9.0')).toBe(true);
    expect(engineVersionAtLeast('2.9.0', '2.10.0')).toBe(false);
    expect(engineVersionAtLeast('2.10.0', '2.10.0')).toBe(true);
    expect(engineVersionAtLeast('2.10.1', '2.10.0')).toBe(true);
    expect(engineVersionAtLeast('3.0.0', '2.10.0')).toBe(true);
    expect(engineVersionAtLeast('1.0.0', EMERGENCY_WITHOUT_EXERCISE_SINCE)).toBe(false);
  });

  it('counts a missing or unreadable version as older', () => {
    expect(engineVersionAtLeast(undefined, '2.10.0')).toBe(false);
    expect(engineVersionAtLeast('', '2.10.0')).toBe(false);
    expect(engineVersionAtLeast('test', '2.10.0')).toBe(false);
    expect(engineVersionAtLeast('2.10', '2.10.0')).toBe(false);
  });
});
