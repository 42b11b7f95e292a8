/**
 * The shape of the screen model's weights (screen-model.ts, written by scripts/train-screen-model.ts):
 * kept by hand here so the generated file holds data only, and the reader (nlp/screen-model.ts) and the
 * trainer share one definition.
 */

/** The concepts the model adds to the findings, one per flag it reads. */
export type ModelConcept =
  | 'crisis_language'
  | 'cauda_language'
  | 'stroke_language'
  | 'infection_language'
  | 'malignancy_language'
  | 'fracture_language'
  | 'pe_language'
  | 'deficit_language'
  | 'cardiac_language'
  | 'aortic_language'
  | 'gca_language'
  | 'dvt_language'
  | 'rupture_language'
  | 'inflammatory_language';

export interface ScreenModelFlag {
  /** The concept the model adds to the findings when the score passes the threshold. */
  concept: ModelConcept;
  threshold: number;
  bias: number;
  /**
   * Weight of each feature (a word's stem, two neighbouring stems joined by '_', '!' for a negated word), one
   * line per feature: the feature, a space, its weight. One string rather than an object literal: an object of
   * some 63,000 keys held about 5 MB of heap for the life of the process, read once at start-up
   * (nlp/screen-model.ts weightsOf reads it).
   */
  weights: string;
}
