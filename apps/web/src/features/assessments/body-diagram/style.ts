/** Colours of the figure, shared by the SVG and the exported PNG. */
import type { View } from './geometry';

export const FIGURE_FILL = '#eef3f8';
export const FIGURE_OUTLINE = '#64748b';
export const FIGURE_DETAIL = '#a3b1c2';
/** Ticked regions: solid red shown at this opacity as one layer, so overlapping areas never darken. */
export const HIGHLIGHT_FILL = '#dc2626';
export const HIGHLIGHT_OPACITY = 0.38;
export const VIEW_TITLES: Record<View, string> = { front: 'Front', back: 'Back' };

/** The person's own side under the viewer's left and right of each view (front: mirrored). */
export const SIDE_LABELS: Record<View, [string, string]> = {
  front: ['Right', 'Left'],
  back: ['Left', 'Right'],
};
