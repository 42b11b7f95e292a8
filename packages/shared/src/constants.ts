/** Product-wide constants shared by the server and the web app. Rebrand here. */
export const PRODUCT_NAME = 'PhysioMate';
export const PRODUCT_SLUG = 'physiomate';
export const DEFAULT_SUPPORT_EMAIL = 'support@physiomate.app';
export const COPYRIGHT_YEAR = 2025;
export const POLICY_LAST_UPDATED = 'June 2025';

export const SYMPTOMS_MIN_CHARS = 100;
export const SYMPTOMS_MAX_CHARS = 5000;
export const MAX_PAIN_LOCATIONS = 40;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** What a person types to confirm deleting their account (shown by the settings page, checked by the schema). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const SYMPTOM_PREVIEW_CHARS = 100;
export const VIDEO_CACHE_DAYS = 7;

export const TOAST = { offsetPx: 92, durationMs: 5000, visible: 1 } as const;

/** Timings (docs/decisions/product-texts.md): My Assessments reloads once this long after the user is known; the header menu waits this long before closing when the pointer leaves it. */
export const TIMINGS = { listReloadAfterUserMs: 500, menuPointerGraceMs: 300 } as const;

export const TIERS = ['free', 'pro', 'master'] as const;
export type Tier = (typeof TIERS)[number];
export const TIER_LABELS: Record<Tier, string> = { free: 'Free', pro: 'Pro', master: 'Master' };

/** One rule everywhere (docs/decisions/tiers.md): free 1, pro 5, master unlimited. */
export const TIER_RULES: Record<
  Tier,
  { maxAssessments: number | null; visibleExercises: number | null; canDeleteItems: boolean; chat: boolean }
> = {
  free: { maxAssessments: 1, visibleExercises: 4, canDeleteItems: false, chat: false },
  pro: { maxAssessments: 5, visibleExercises: null, canDeleteItems: true, chat: true },
  master: { maxAssessments: null, visibleExercises: null, canDeleteItems: true, chat: true },
};

export const PLANS = [
  { tier: 'free', name: 'Free', price: '$0', period: 'forever' },
  { tier: 'pro', name: 'Pro', price: '$4.99', period: 'per month' },
  { tier: 'master', name: 'Master', price: '$9.99', period: 'per month' },
] as const satisfies readonly { tier: Tier; name: string; price: string; period: string }[];

/** How much of the text the engine understood: only 'ok' gets a diagnosis and an exercise plan. */
export const UNDERSTANDING_LEVELS = ['ok', 'not_english', 'too_thin'] as const;
export type Understanding = (typeof UNDERSTANDING_LEVELS)[number];

/** People who never get 'self-care': the plan names who should see them. */
export const CAUTION_IDS = ['child', 'pregnancy', 'postpartum', 'recent_surgery', 'new_weakness'] as const;
export type CautionId = (typeof CAUTION_IDS)[number];

/** The groups of 'What we understood', in reading order (schemas/findings.ts). */
export const FINDING_GROUPS = ['started', 'worse', 'eases', 'other', 'denied'] as const;
export type FindingGroup = (typeof FINDING_GROUPS)[number];

/** How the server takes payments: Stripe, the built-in test checkout, or not at all. */
export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingModeName = (typeof BILLING_MODES)[number];
