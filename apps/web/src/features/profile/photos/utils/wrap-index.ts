/** Spec M4 "Photo detail": previous and next wrap around the ends of the list. */
export const wrapIndex = (index: number, length: number): number =>
  length === 0 ? 0 : ((index % length) + length) % length;
