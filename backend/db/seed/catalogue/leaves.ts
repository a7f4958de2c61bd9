import type { Family, ParamSource } from '../families.ts';
import type { LeafDef, TopDef } from './defs.ts';
import { hueOf } from './hue.ts';
import { TREE } from './index.ts';

/** A leaf category with its family's fields resolved; `key` names its image files. */
export interface Leaf extends Family {
  name: string;
  specs: readonly string[];
  price: readonly [number, number];
  key: string;
  topName: string;
  hue: number;
}

function resolveLeaf(def: LeafDef, top: TopDef, key: string, hue: number): Leaf {
  const { extra = [], ...overrides } = def;
  const family = { ...top.family, ...overrides };
  const replacement = (param: ParamSource) =>
    typeof param === 'object'
      ? extra.find((added) => typeof added === 'object' && added.name === param.name)
      : undefined;
  const params = family.params.map((param) => replacement(param) ?? param);
  return {
    ...family,
    params: [...params, ...extra.filter((added) => !params.includes(added))],
    key,
    topName: top.name,
    hue,
  };
}

export const LEAVES: readonly Leaf[] = TREE.flatMap((top, t) =>
  top.branches.flatMap((branch, b) =>
    branch.leaves.map((leaf, l) => resolveLeaf(leaf, top, `${t + 1}-${b + 1}-${l + 1}`, hueOf(t) + b * 6 + l * 3)),
  ),
);
