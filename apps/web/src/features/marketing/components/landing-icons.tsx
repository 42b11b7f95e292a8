/**
 * The landing page's seven icons, drawn for PhysioMate (our own simple line drawings on a 24-unit
 * grid, in the style of the app's lucide-react icons: 2-unit round strokes in currentColor).
 * Decorative: hidden from assistive technology.
 *
 * Not lucide-react, which the rest of the app uses: "/" paints before its JavaScript and must hydrate
 * on the fewest bytes and requests (docs/decisions/landing-prerender.md). Per-icon imports
 * (`lucide-react/icons/<name>`, the package's smallest form) put its icon factory and the icons that
 * other pages share into chunks of their own: measured with Lighthouse, "/" then loaded 10 scripts
 * instead of 7 before hydration, 85.1 KB instead of 80 (its budget, scripts/web-budgets.json). These
 * drawings are a few hundred bytes in the landing chunk.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ strokeWidth = 2, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function Check(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5 9.5 17 19 7.5" />
    </Svg>
  );
}

/** A clipboard with its clip and three lines of writing. */
export function ClipboardList(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="4.5" width="14" height="17" rx="2" />
      <path d="M9 4.5v2h6v-2M10.25 4.5a1.75 1.75 0 0 1 3.5 0" />
      <path d="M9 11h6M9 14.5h6M9 18h3.5" />
    </Svg>
  );
}

/** A heart with a pulse line across it. */
export function HeartPulse(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 20.5S3.5 15.5 3.5 9.5A4.25 4.25 0 0 1 12 7.5a4.25 4.25 0 0 1 8.5 2c0 6-8.5 11-8.5 11z" />
      <path d="M7 12.5h2.5l1.5-3 2 5 1.5-2h2.5" />
    </Svg>
  );
}

/** A bulb on its neck, and the base under it. */
export function Lightbulb(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 17v-2.3a6.5 6.5 0 1 1 6 0V17z" />
      <path d="M10 20.5h4" />
    </Svg>
  );
}

/** A map pin: a drop pointing down with a ring in it. */
export function MapPin(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21.5C8.5 17.5 5.5 14 5.5 10a6.5 6.5 0 0 1 13 0c0 4-3 7.5-6.5 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </Svg>
  );
}

/** A pencil writing, and the line it wrote. */
export function PenLine(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 19.5 5.5 15.5 15.5 5.5a2.1 2.1 0 0 1 3 3L8.5 18.5z" />
      <path d="M13.5 7.5l3 3M13 20.5h7" />
    </Svg>
  );
}

/** A shield with a tick. */
export function ShieldCheck(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2.5 19.5 5.5V11c0 5-3.3 8.5-7.5 10-4.2-1.5-7.5-5-7.5-10V5.5z" />
      <path d="M8.75 12 11 14.25 15.25 10" />
    </Svg>
  );
}
