/**
 * Brands an MRO shop in China really carries. `short` is how goods names and the
 * families refer to a brand; `code` prefixes item numbers and names logo files;
 * `letter` is the first letter of the pinyin or Latin name, for the A-Z brand filter.
 */
export interface BrandDef {
  short: string;
  latin: string;
  code: string;
  letter: string;
  description: string;
}
