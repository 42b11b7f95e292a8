import type { RegionId } from '@physiomate/shared';
import { useId } from 'react';
import { FIGURE_HEIGHT, FIGURE_WIDTH, GEOMETRY, polygonPath, shapesPath, type View } from './geometry';
import { regionAreas } from './regions';
import { FIGURE_DETAIL, FIGURE_FILL, FIGURE_OUTLINE, HIGHLIGHT_FILL, HIGHLIGHT_OPACITY } from './style';

export type BodyFigureProps = {
  view: View;
  /** Regions to fill with translucent red (the ones ticked in the list). */
  highlighted: readonly RegionId[];
  className?: string;
};

/** The drawn figure of one view. Decorative: the diagram around it carries the accessible names. */
export function BodyFigure({ view, highlighted, className }: BodyFigureProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const geometry = GEOMETRY[view];
  const silhouette = shapesPath(geometry.parts.flatMap((p) => p.shapes));
  const areas = highlighted.flatMap((region) =>
    regionAreas(view, region).map((area) => ({ region, ...area })),
  );
  const clipId = (partId: string) => `${uid}-${view}-${partId}`;
  const clippedParts = [...new Set(areas.map((a) => a.part))];

  return (
    <svg
      viewBox={`0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}`}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-view={view}
    >
      <defs>
        {clippedParts.map((part) => (
          <clipPath key={part.id} id={clipId(part.id)}>
            <path d={shapesPath(part.shapes)} />
          </clipPath>
        ))}
      </defs>
      <path d={silhouette} fill="none" stroke={FIGURE_OUTLINE} strokeWidth={3} strokeLinejoin="round" />
      <path d={silhouette} fill={FIGURE_FILL} />
      <g fill="none" stroke={FIGURE_DETAIL} strokeWidth={1.2} strokeLinecap="round">
        {geometry.details.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill={HIGHLIGHT_FILL} opacity={HIGHLIGHT_OPACITY}>
        {areas.map(({ region, part, zone }) => (
          <path
            key={`${region}-${part.id}-${zone.base}`}
            d={polygonPath(zone.polygon)}
            clipPath={`url(#${clipId(part.id)})`}
            data-region={region}
          />
        ))}
      </g>
    </svg>
  );
}
