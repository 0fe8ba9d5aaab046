import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { FigureChartProps } from './figure-chart';

export type { ChartPoint, FigureChartProps } from './figure-chart';

/** The chart library in a chunk of its own, fetched the first time a screen draws a chart. */
const FigureChart = lazyNamed(() => import('./figure-chart'), 'FigureChart');

/**
 * A chart of one series of figures (see `FigureChart`), its space held by a placeholder while
 * the chart library loads.
 */
export function Chart(props: FigureChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 220} role="status" aria-label="Loading the chart" />}>
      <FigureChart {...props} />
    </Suspense>
  );
}
