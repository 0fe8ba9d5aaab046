// The chart library and its styles come with this module alone: it is loaded (through
// `./index.ts`) only by the screens that draw a chart, never with a login page.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Table, VisuallyHidden } from '@mantine/core';

/** One point of a chart: its label ('11/3/2026', 'November 2026', 'First Quarter') and its value. */
export interface ChartPoint {
  label: string;
  /** A shorter label under its bar or point ('11/3', 'Nov', 'First'); the label when left out. */
  axisLabel?: string;
  /** Null where there is nothing to show (no register taken, no grade published). */
  value: number | null;
}

export interface FigureChartProps {
  /** Bars (one per month, per quarter) or a line (one point per day). */
  kind: 'bar' | 'line';
  /** What the chart shows, as screen readers name it and as its table's caption. */
  caption: string;
  points: readonly ChartPoint[];
  /** The label column's heading in the table: 'Day', 'Month', 'Quarter'. */
  labelName: string;
  /** The value's name in the tooltip and the table: 'Present', 'Average'. */
  valueName: string;
  /** Written after each value: '%' for a share. */
  unit?: string;
  /** The value axis, e.g. [0, 100] for a share. */
  domain: [number, number];
  /** Height in px. */
  height?: number;
}

const COLOR = 'var(--mantine-primary-color-filled)';
const DATA_KEY = 'label';

/**
 * A chart of one series of figures over time, in the theme's own colours (light and dark), with
 * its figures as a table for screen readers: the drawing itself is hidden from them.
 */
export function FigureChart({ kind, caption, points, labelName, valueName, unit = '', domain, height = 220 }: FigureChartProps) {
  const data = points.map((point) => ({ [DATA_KEY]: point.axisLabel ?? point.label, [valueName]: point.value }));
  const series = [{ name: valueName, color: COLOR }];
  const format = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}${unit}`;
  const common = {
    h: height,
    data,
    dataKey: DATA_KEY,
    series,
    valueFormatter: format,
    yAxisProps: { domain, width: 44 },
    // Every bar is named; a line of many days names as many as fit.
    xAxisProps: kind === 'bar' ? { interval: 0 } : { minTickGap: 12 },
    gridAxis: 'x' as const,
    tickLine: 'none' as const,
    tooltipAnimationDuration: 150,
  };
  return (
    <Box component="figure" m={0} aria-label={caption}>
      <div aria-hidden>
        {/* The drawing is not focusable: its figures reach screen readers and the keyboard as the table below. */}
        {kind === 'bar' ? (
          <BarChart {...common} maxBarWidth={48} barChartProps={{ accessibilityLayer: false }} />
        ) : (
          <LineChart
            {...common}
            curveType="linear"
            connectNulls
            withDots={points.length <= 31}
            lineChartProps={{ accessibilityLayer: false }}
          />
        )}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{labelName}</Table.Th>
              <Table.Th scope="col">{valueName}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.label}>
                <Table.Th scope="row">{point.label}</Table.Th>
                <Table.Td>{point.value === null ? '—' : format(point.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
