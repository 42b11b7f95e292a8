import { DEFAULT_SUPPORT_EMAIL } from '@physiomate/shared';

/** Build-time configuration (Vite exposes VITE_* variables). */
export const env = {
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || DEFAULT_SUPPORT_EMAIL,
} as const;
