import type { RehabProgress } from '@physiomate/shared';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const BRAND = '#0f766e';
const PLANNED = '#94a3b8';
const PAIN = '#b91c1c';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const shortDate = (s: number) =>
  new Date(s * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A uPlot chart that takes the width of its box (and follows it: readable at 360 px and on a desktop). */
function Chart({
  options,
  data,
  label,
}: {
  options: Omit<uPlot.Options, 'width'>;
  data: uPlot.AlignedData;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot({ ...options, width: Math.max(240, el.clientWidth) }, data, el);
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, el.clientWidth), height: options.height }),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  // The figures are in the text summary and the table beside it; the drawing itself is an image.
  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}

const axes = (yLabel: string, max?: number): uPlot.Axis[] => [
  { values: (_u, splits) => splits.map(shortDate), size: 36, font: '12px system-ui', stroke: '#334155' },
  {
    label: yLabel,
    labelSize: 18,
    size: 36,
    font: '12px system-ui',
    labelFont: '12px system-ui',
    stroke: '#334155',
    ...(max !== undefined ? { incrs: [1, 2, 5], range: [0, max] as uPlot.Range.MinMax } : {}),
  },
];

export function AdherenceChart({ weeks, label }: { weeks: RehabProgress['weeks']; label: string }) {
  const { data, options } = useMemo(() => adherence(weeks), [weeks]);
  return <Chart options={options} data={data} label={label} />;
}

function adherence(weeks: RehabProgress['weeks']) {
  const data: uPlot.AlignedData = [
    weeks.map((w) => seconds(w.weekStart)),
    weeks.map((w) => w.done),
    weeks.map((w) => w.planned),
  ];
  const options: Omit<uPlot.Options, 'width'> = {
    height: 200,
    legend: { show: true, live: false },
    cursor: { show: false },
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    axes: axes('Sessions'),
    series: [
      {},
      {
        label: 'Done',
        stroke: BRAND,
        fill: `${BRAND}cc`,
        paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
        points: { show: false },
      },
      { label: 'Planned', stroke: PLANNED, width: 2, dash: [6, 4], points: { show: true, size: 6 } },
    ],
  };
  return { data, options };
}

export function PainChart({ pain, label }: { pain: RehabProgress['pain']; label: string }) {
  const { data, options } = useMemo(() => painTrend(pain), [pain]);
  return <Chart options={options} data={data} label={label} />;
}

function painTrend(pain: RehabProgress['pain']) {
  const data: uPlot.AlignedData = [pain.map((p) => seconds(p.date)), pain.map((p) => p.pain)];
  const options: Omit<uPlot.Options, 'width'> = {
    height: 200,
    legend: { show: true, live: false },
    cursor: { show: false },
    scales: { x: { time: false }, y: { range: [0, 10] } },
    axes: axes('Pain 0-10', 10),
    series: [
      {},
      { label: 'Pain during sessions', stroke: PAIN, width: 2, points: { show: true, size: 7, fill: PAIN } },
    ],
  };
  return { data, options };
}
