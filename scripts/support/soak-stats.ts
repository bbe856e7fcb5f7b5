/** A memory reading of the soak: seconds since the start, resident MB. */
export interface MemorySample {
  seconds: number;
  mb: number;
}

/**
 * The server's memory trend over the last two thirds of a run (the first third is warm-up: caches fill, the JIT
 * settles): the least-squares slope in MB per minute, and the window it was read from. Flat memory is a slope
 * near 0; a leak shows as a steady positive one.
 */
export function memorySlope(
  samples: readonly MemorySample[],
  runSeconds: number,
): { mbPerMinute: number; fromMinute: number; toMinute: number; samples: number } {
  const from = runSeconds / 3;
  const window = samples.filter((s) => s.seconds >= from);
  const n = window.length;
  const range = { fromMinute: Math.round((from / 60) * 10) / 10, toMinute: Math.round((runSeconds / 60) * 10) / 10, samples: n };
  if (n < 2) return { mbPerMinute: 0, ...range };
  const meanT = window.reduce((sum, s) => sum + s.seconds, 0) / n;
  const meanM = window.reduce((sum, s) => sum + s.mb, 0) / n;
  const covariance = window.reduce((sum, s) => sum + (s.seconds - meanT) * (s.mb - meanM), 0);
  const variance = window.reduce((sum, s) => sum + (s.seconds - meanT) ** 2, 0);
  const perSecond = variance === 0 ? 0 : covariance / variance;
  return { mbPerMinute: Math.round(perSecond * 60 * 100) / 100, ...range };
}
