/**
 * The confirm-order screen's parts a purchase being edited shows again (purchases): the goods lines,
 * the one-of-many choices (pay mode, address) and a pay mode's name.
 */
export { addressOptions } from './address-options.tsx';
export { ChoiceGroup } from './choice-group.tsx';
export { payModeName } from './pay-mode.ts';
export { PayModeChoice } from './pay-mode-choice.tsx';
export { SettlementLines } from './settlement-lines.tsx';
