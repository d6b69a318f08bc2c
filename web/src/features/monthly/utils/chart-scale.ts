/** A "nice" step (1, 2, 2.5 or 5 × 10ⁿ) so that about `count` steps cover `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) {
    return 1;
  }
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10;
  return step * magnitude;
}

export type ChartScale = {
  /** Domain bounds after rounding out to whole steps; always includes zero. */
  min: number;
  max: number;
  ticks: number[];
  /** Vertical position (0 = top, `height` = bottom) of a value. */
  y: (value: number) => number;
  /** Top and height of the bar from zero to the value. */
  bar: (value: number) => { y: number; height: number };
};

/** Linear scale for a bar chart with a zero baseline, handling negative values (costs above income). */
export function chartScale(values: readonly number[], height: number, tickCount = 4): ChartScale {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const step = niceStep(high - low || 1, tickCount);
  const min = Math.floor(low / step) * step;
  const max = high === low ? step : Math.ceil(high / step) * step;
  const span = max - min;
  const y = (value: number) => height - ((value - min) / span) * height;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) {
    ticks.push(Math.round(tick * 1e6) / 1e6);
  }
  const zero = y(0);
  return {
    min,
    max,
    ticks,
    y,
    bar: (value) => {
      const top = y(Math.max(0, value));
      const bottom = y(Math.min(0, value));
      return { y: Math.min(top, zero), height: Math.abs(bottom - top) };
    },
  };
}
