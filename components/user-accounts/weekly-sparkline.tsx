/** Events per week over the last 12 weeks as a small bar chart in plain SVG (no chart library). */
export function WeeklySparkline({ weekly }: { weekly: number[] }) {
  const max = Math.max(1, ...weekly);
  const total = weekly.reduce((a, b) => a + b, 0);
  const barWidth = 6;
  const gap = 2;
  const height = 24;
  const width = weekly.length * (barWidth + gap) - gap;
  return (
    <svg
      role="img"
      aria-label={`${total} event${total === 1 ? "" : "s"} in the last ${weekly.length} weeks`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="text-brand"
    >
      {weekly.map((count, i) => {
        const h = count === 0 ? 2 : Math.max(4, Math.round((count / max) * height));
        return (
          <rect
            key={i}
            x={i * (barWidth + gap)}
            y={height - h}
            width={barWidth}
            height={h}
            rx={1.5}
            className={count === 0 ? "fill-muted-foreground/25" : "fill-current"}
          >
            <title>{i === weekly.length - 1 ? `${count} this week` : `${count}, ${weekly.length - 1 - i} week(s) ago`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
