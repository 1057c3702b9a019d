/**
 * `part` of `whole` as a whole percentage, rounded half up, in integers only (never a float sum);
 * null when `whole` is 0. The dashboard's conversions and challenge retention, and the cohorts.
 */
export const wholePercent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.floor((part * 200 + whole) / (2 * whole));
