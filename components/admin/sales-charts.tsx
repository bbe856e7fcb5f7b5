// Server-rendered SVG bar charts of the sales figures (no chart library, no script).

export interface Bar {
  /** The x label, e.g. a week's Monday or a month. */
  label: string;
  value: number;
}

const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 48 };

/** Rounds a maximum up to a readable axis top (1, 2, 5 × 10ⁿ). */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((m) => m * power >= max) ?? 10) * power;
}

/** A bar chart with a y axis (0, half, top), every nth x label, and a title and description for screen readers. */
export function BarChart({
  title,
  description,
  bars,
  format = String,
  labelEvery = 1,
  tone = "#4338ca",
  wholeNumbers = false,
}: {
  title: string;
  description: string;
  bars: Bar[];
  format?: (v: number) => string;
  labelEvery?: number;
  tone?: string;
  /** Counts: no axis line at a fraction. */
  wholeNumbers?: boolean;
}) {
  const top = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = bars.length ? plotW / bars.length : plotW;
  const barW = Math.max(1, step * 0.72);
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / top) * plotH;
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full" data-testid={`chart-${id}`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {[0, top / 2, top]
        .filter((v) => !wholeNumbers || Number.isInteger(v))
        .map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#64748b">
              {format(v)}
            </text>
          </g>
        ))}
      {bars.map((b, i) => {
        const x = PAD.left + i * step + (step - barW) / 2;
        const h = PAD.top + plotH - y(b.value);
        return (
          <g key={`${b.label}-${i}`}>
            <rect x={x} y={y(b.value)} width={barW} height={Math.max(0, h)} rx={Math.min(3, barW / 3)} fill={tone}>
              <title>{`${b.label}: ${format(b.value)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x + barW / 2} y={H - 10} textAnchor="middle" fontSize={11} fill="#475569">
                {b.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
