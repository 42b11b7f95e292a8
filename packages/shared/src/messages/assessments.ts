/** User-facing texts of the assessment flow (docs/decisions/product-texts.md, docs/decisions/tiers.md). */
export const ASSESSMENT_MESSAGES = {
  freeLimitTitle: 'Assessment Limit Reached',
  freeLimit: 'Free tier allows only 1 assessment. Upgrade to Pro for more assessments.',
  proLimit: 'Pro tier allows up to 5 assessments. Upgrade to Master for unlimited assessments.',
  replaceTitle: 'Replace Existing Assessment?',
  chooseToKeep:
    'Free tier allows only 1 assessment and you have several saved. Choose which one to keep before saving a new one.',
  notFound: 'Assessment not found.',
  generationFailedTitle: 'Error',
  generationFailed: 'There was a problem generating your recommendations.',
  submitFailed: 'Failed to process your assessment. Please try again.',
  completeTitle: 'Assessment Complete!',
  complete: 'Your personalized recommendations are ready.',
  savedTitle: 'Assessment Saved!',
  saved: 'Your assessment has been saved to your account.',
  saveFailedTitle: 'Warning',
  saveFailed: 'Assessment data could not be saved automatically.',
  signInRequired: 'You must be signed in to use this feature.',
} as const;

/** Texts of the results screen and My Assessments (docs/decisions/product-texts.md). */
export const RESULT_MESSAGES = {
  freeCannotDelete: 'Deleting plan items is available on the Pro and Master plans.',
  invalidSymptomIndex: 'Cannot delete symptom - invalid index.',
  regenerateFailed: 'Failed to regenerate assessment',
  loadFailed: 'Failed to load your assessment results.',
  noResultsTitle: 'No Results Found',
  noResults: "This assessment doesn't have results yet. Please create a new assessment.",
  deleteFailed: 'Failed to delete assessment. Please try again.',
  /** 'What we understood' corrected and the plan re-run. */
  understoodUpdatedTitle: 'Plan updated',
  understoodUpdated: 'We read your description again with your corrections.',
  /** Deleted from the wizard's 'Assessment Limit Reached' dialog (docs/decisions/product-texts.md). */
  deletedTitle: 'Assessment Deleted',
  deleted: 'Your assessment has been successfully deleted.',
  /** Deleted on My Assessments: this page words it its own way (docs/decisions/product-texts.md). */
  listDeletedTitle: 'Assessment deleted',
  listDeleted: 'The assessment has been permanently deleted.',
  listLoadFailed: 'Failed to load assessments. Please try again.',
} as const;

/** Texts of the safety check and of results the engine could not safely plan for. */
export const SAFETY_MESSAGES = {
  stepTitle: 'A few safety questions',
  stepIntro:
    'These check for the rare signs that need a doctor rather than exercises. Answer each one; if you are not sure, say so.',
  answersTitle: 'Your safety answers',
  notUnderstoodTitle: 'We could not understand enough of this to give a safe plan',
  notEnglish:
    'PhysioMate reads descriptions in English only for now. Please describe your pain in English so we can check it safely.',
  tooThin:
    'Please tell us a little more: where exactly it hurts, how and when it started, what makes it worse or better, and anything else you have noticed.',
  addDetail: 'Add more detail',
  seekCare:
    'Whatever the plan says, see a doctor today if the pain is severe or getting quickly worse, you feel unwell with a fever, you notice numbness, weakness or changes in bladder or bowel control, or you are worried.',
  otherCauses: 'Other possible causes',
  unansweredError: 'Please answer every safety question (Not sure is fine).',
  /** Under one question left unanswered. */
  answerRequired: 'Please choose Yes, No or Not sure.',
} as const;
