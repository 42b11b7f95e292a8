import { describe, expect, it } from 'vitest';
import { pendingKey } from './pending-key';
import { clearAssessmentKeys, SESSION_KEYS } from './session-keys';
import { MemoryStorage } from './test-storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('pendingKey', () => {
  it('gives the assessment one key, kept in the tab until the keys are cleared', () => {
    const storage = new MemoryStorage();
    const key = pendingKey(storage);
    expect(key).toMatch(UUID_V4);
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBe(key);
    expect(pendingKey(storage)).toBe(key);
    expect(pendingKey(new MemoryStorage())).not.toBe(key);
    clearAssessmentKeys(storage);
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
    expect(pendingKey(storage)).not.toBe(key);
  });

  it('replaces a stored value that is not a key', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEYS.pendingKey, 'not-a-key');
    expect(pendingKey(storage)).toMatch(UUID_V4);
  });

  it('makes a valid key where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => pendingKey(new MemoryStorage())));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
