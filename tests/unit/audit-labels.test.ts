import { describe, expect, it } from 'vitest';
import strings from '../../app/areas/console/audit-strings.ts';
import { COMPANY_ACTIONS } from '../../common/areas/account/transitions.ts';
import { STAFF_AFTER_SALE_ACTIONS } from '../../common/areas/after-sales/transitions.ts';
import { STAFF_CERTIFICATION_ACTIONS } from '../../common/areas/certification/transitions.ts';
import { STAFF_CONTRACT_ACTIONS } from '../../common/areas/contracts/transitions.ts';

/**
 * The audit log names every staff action in words: a key it has no words for shows raw
 * (`certification.approve`), as the certification vetting's did. Each machine's staff
 * actions, as its transition table lists them, have a label in both languages.
 */
const written = [
  ...COMPANY_ACTIONS.map((action) => `company_${action}`),
  ...STAFF_CERTIFICATION_ACTIONS.map((action) => `certification_${action}`),
  ...STAFF_AFTER_SALE_ACTIONS.map((action) => `afterSale_${action}`),
  ...STAFF_CONTRACT_ACTIONS.map((action) => `contract_${action}`),
];

describe('audit log labels', () => {
  it.each(['zh', 'en'] as const)('names every staff action in %s', (language) => {
    const actions: Record<string, string> = strings[language].consoleAudit.actions;
    expect(written.filter((key) => !actions[key])).toEqual([]);
  });

  it.each(['zh', 'en'] as const)('names the certification state and the audit filter’s 认证 in %s', (language) => {
    const audit = strings[language].consoleAudit;
    expect(audit.fields.certStatus).toBeTruthy();
    expect(audit.entities.certification).toBeTruthy();
  });
});
