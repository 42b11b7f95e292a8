import { encode } from 'uqr';

/** A QR code drawn as SVG in the page (no image service, no request). */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const n = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      className="rounded-lg border border-slate-200 bg-white"
    >
      <rect width={n} height={n} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
