/**
 * The shared 'What we understood' schema in a module of its own: safety-questions.ts loads it (and
 * zod with it) when step 3 asks the server, not with the wizard's first step.
 */
export { understoodSchema } from '@physiomate/shared';
