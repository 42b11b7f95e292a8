import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/shared', 'apps/server', 'apps/web'],
    // Vitest keeps one core for its main process by default, which on a 2-core machine (CI's) runs the
    // files one at a time; the main process mostly waits, so every core runs test files.
    maxWorkers: availableParallelism(),
  },
});
