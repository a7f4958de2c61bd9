/** What the console's company page places of approval rules: the company's rule, read only. */
export { ApprovalRuleCard } from './rule-card.tsx';
