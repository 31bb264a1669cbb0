/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const milliseconds = (value: number) => `${value.toFixed(1)} ms`;

export function mean(samples: readonly number[]): number {
  return samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}

/** A table's timing cells: p50, p95, mean and max, in milliseconds. */
export function latencyCells(samples: readonly number[]): string[] {
  return [
    milliseconds(percentile(samples, 0.5)),
    milliseconds(percentile(samples, 0.95)),
    milliseconds(mean(samples)),
    milliseconds(Math.max(...samples)),
  ];
}
