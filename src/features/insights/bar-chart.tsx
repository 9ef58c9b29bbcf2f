import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { useWidth } from './use-width';

export interface BarDatum {
  key: string;
  /** Under the bar, when it is one of the labelled ones. */
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** The id of the text that says what the chart shows (its text alternative). */
  describedBy: string;
  /** The widest a bar's label is, in pixels: fewer labels are written where they would crowd. */
  labelWidth: number;
  /** The largest value, as the top grid line writes it. */
  formatValue: (value: number) => string;
}

const DRAWN_WIDTH = 640;
const HEIGHT = 200;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * Bars over a band scale, in SVG drawn at its container's width (its text stays 12 px on a phone
 * and on a desktop). The picture is an image for assistive technology, named by the summary
 * sentence beside it; the numbers are in the table the figure can show.
 */
export function BarChart({ data, describedBy, labelWidth, formatValue }: BarChartProps) {
  const theme = useTheme();
  const { ref, width } = useWidth<HTMLDivElement>(DRAWN_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const labelEvery = Math.max(1, Math.ceil((data.length * labelWidth) / innerWidth));
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const x = scaleBand<string>({
    domain: data.map((datum) => datum.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });

  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        role="img"
        aria-labelledby={describedBy}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <line x1={0} x2={innerWidth} y1={0} y2={0} stroke={theme.colors.border} />
          <text x={0} y={-4} fontSize={12} fill={theme.colors.textMuted}>
            {formatValue(y.domain()[1])}
          </text>
          <line
            x1={0}
            x2={innerWidth}
            y1={innerHeight}
            y2={innerHeight}
            stroke={theme.colors.textMuted}
          />
          {data.map((datum, index) => {
            const barX = x(datum.key) ?? 0;
            const barHeight = innerHeight - y(datum.value);
            return (
              <g key={datum.key}>
                <Bar
                  x={barX}
                  y={innerHeight - barHeight}
                  width={x.bandwidth()}
                  height={barHeight}
                  fill={theme.colors.brand}
                  rx={Math.min(3, x.bandwidth() / 4)}
                />
                {index % labelEvery === 0 && (
                  <text
                    x={barX + x.bandwidth() / 2}
                    y={innerHeight + 18}
                    fontSize={12}
                    textAnchor="middle"
                    fill={theme.colors.textMuted}
                  >
                    {datum.label}
                  </text>
                )}
              </g>
            );
          })}
        </Group>
      </svg>
    </div>
  );
}
