/**
 * An address's region as one line: 上海市浦东新区, not 上海市上海市浦东新区. For the four
 * municipalities the city level repeats the province (北京市 / 北京市), so it is shown once.
 */
export function regionText(province: string, city: string, county: string): string {
  return `${province}${city === province ? '' : city}${county}`;
}
