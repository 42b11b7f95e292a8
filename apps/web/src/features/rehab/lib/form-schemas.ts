/**
 * My Rehab's form schemas (shared with the server), in a module of their own: the page loads them,
 * and zod with them, when a form is first checked, not before it can paint
 * (components/form/use-server-form.ts, lazyResolver).
 */
export { createCheckinSchema, createRehabLogSchema, reminderSettingsInputSchema } from '@physiomate/shared';
