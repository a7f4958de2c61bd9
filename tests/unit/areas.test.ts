import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '../../common/messages.ts';
import { STRING_AREAS } from '../../app/i18n/resources.ts';
import { OrderStatus } from '../../common/areas/orders/transitions.ts';
import { label } from '../../common/status-label.ts';

/** Keys claimed by more than one area: the later one would silently replace the earlier. */
function claimedTwice(areas: readonly object[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const area of areas)
    for (const key of Object.keys(area)) {
      if (seen.has(key)) twice.push(key);
      seen.add(key);
    }
  return twice;
}

describe('areas are merged into one catalogue', () => {
  it('no two areas claim the same group of interface strings', () => {
    expect(claimedTwice(STRING_AREAS.map((area) => area.zh))).toEqual([]);
    expect(claimedTwice(STRING_AREAS.map((area) => area.en))).toEqual([]);
  });

  it('no two areas claim the same message key', () => {
    expect(claimedTwice(MESSAGE_AREAS.map((area) => area.zh))).toEqual([]);
    expect(claimedTwice(MESSAGE_AREAS.map((area) => area.en))).toEqual([]);
  });

  it('sees a key claimed twice', () => {
    expect(claimedTwice([{ a: 1 }, { b: 1, a: 2 }])).toEqual(['a']);
  });
});

describe('status labels are messages', () => {
  it('reads a state label in either language', () => {
    expect(label('orderStatus', OrderStatus.awaitingShipment, 'zh-CN')).toBe('待发货');
    expect(label('orderStatus', OrderStatus.awaitingShipment, 'en')).toBe('Awaiting shipment');
    expect(label('certStatus', 2, 'zh-CN')).toBe('认证通过');
    expect(label('statementState', 9, 'en')).toBe('Overdue');
  });

  it('shows a value without a label as itself', () => {
    expect(label('orderStatus', 99, 'zh-CN')).toBe('99');
  });
});
