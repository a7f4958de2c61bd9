/** Suggested searches: the term searched (the goods are named in Chinese) and how English shows it. */
export const SEARCH_KEYWORDS: readonly (readonly [name: string, en: string])[] = [
  ['螺栓', 'Bolts'],
  ['扳手', 'Wrenches'],
  ['电钻', 'Electric drills'],
  ['安全帽', 'Safety helmets'],
  ['打印纸', 'Printer paper'],
  ['手套', 'Gloves'],
  ['插座', 'Sockets'],
  ['螺丝刀', 'Screwdrivers'],
];
