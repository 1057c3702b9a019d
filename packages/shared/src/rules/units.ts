/** 'international' or 1 means kg and cm; anything else lbs and in (accounts-and-purchase.md section 5). */
export type MeasurementStandard = 1 | 2;

export const normalizeMeasurementStandard = (value: unknown): MeasurementStandard =>
  value === 1 || value === '1' || value === 'international' ? 1 : 2;

export const isValidTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
