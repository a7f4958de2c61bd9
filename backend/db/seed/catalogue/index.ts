import { CHEMICALS } from './chemicals.ts';
import { CLEANING } from './cleaning.ts';
import type { TopDef } from './defs.ts';
import { ELECTRICAL } from './electrical.ts';
import { FASTENERS } from './fasteners.ts';
import { HAND_TOOLS } from './hand-tools.ts';
import { OFFICE } from './office.ts';
import { POWER_TOOLS } from './power-tools.ts';
import { SAFETY } from './safety.ts';

/**
 * The top categories in the order they are shown and inserted: a category's position is its sort,
 * names its image files and picks its hue (hue.ts), so a new one goes at the end.
 */
export const TREE: readonly TopDef[] = [
  FASTENERS,
  HAND_TOOLS,
  POWER_TOOLS,
  OFFICE,
  SAFETY,
  ELECTRICAL,
  CHEMICALS,
  CLEANING,
];
