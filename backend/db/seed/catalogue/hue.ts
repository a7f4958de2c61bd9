/** One hue per top category, spread round the colour wheel. */
export function hueOf(topIndex: number): number {
  return (210 + topIndex * 137) % 360;
}
