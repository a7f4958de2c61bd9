import { describe, expect, it } from 'vitest';
import { documentTokens, parseKeyword, singleToken } from '../../backend/search/search-tokens.ts';

/** The words goods search indexes and asks for (docs/decisions/0001-goods-search.md). */
describe('documentTokens', () => {
  it('writes each Han run as its triples, pairs and characters, in text order, then the words', () => {
    expect(documentTokens('六角螺栓 M8', 'SY001')).toEqual([
      '六角螺',
      '角螺栓',
      '六角',
      '角螺',
      '螺栓',
      '六',
      '角',
      '螺',
      '栓',
      'm8',
      'sy001',
    ]);
  });

  it('never puts the triples of two runs next to each other', () => {
    // 螺丝刀 then 刀具套: a phrase 丝刀具 must not span the gap between the runs.
    const tokens = documentTokens('螺丝刀 刀具套');
    const next = (token: string) => tokens[tokens.indexOf(token) + 1];
    expect(next('螺丝刀')).toBe('螺丝');
    expect(tokens.filter((token) => [...token].length === 3)).toEqual(['螺丝刀', '刀具套']);
  });

  it('reads full-width letters and digits as ASCII and folds case', () => {
    expect(documentTokens('ＢＯＳＣＨ Ｍ８')).toEqual(['bosch', 'm8']);
  });
});

describe('parseKeyword', () => {
  it('asks for a run of up to 3 characters as one token', () => {
    expect(parseKeyword('螺')).toEqual({ phrases: [['螺']], prefixes: [] });
    expect(parseKeyword('螺栓')).toEqual({ phrases: [['螺栓']], prefixes: [] });
    expect(parseKeyword('螺丝刀')).toEqual({ phrases: [['螺丝刀']], prefixes: [] });
  });

  it('asks for a longer run as the phrase of its triples', () => {
    expect(parseKeyword('六角螺栓')).toEqual({ phrases: [['六角螺', '角螺栓']], prefixes: [] });
    expect(parseKeyword('不锈钢六角螺栓')?.phrases).toEqual([['不锈钢', '锈钢六', '钢六角', '六角螺', '角螺栓']]);
  });

  it('asks for words by prefix, and every part of the keyword once', () => {
    expect(parseKeyword(' 螺栓 Ｍ8 螺栓 m8 ')).toEqual({ phrases: [['螺栓']], prefixes: ['m8'] });
  });

  it('finds nothing to ask for in punctuation', () => {
    expect(parseKeyword('！，。、 ---')).toBeNull();
  });

  it('names the single token of a one-term keyword, the count the index keeps', () => {
    expect(singleToken(parseKeyword('钢')!)).toBe('钢');
    expect(singleToken(parseKeyword('不锈钢')!)).toBe('不锈钢');
    expect(singleToken(parseKeyword('六角螺栓')!)).toBeUndefined();
    expect(singleToken(parseKeyword('螺栓 m8')!)).toBeUndefined();
    expect(singleToken(parseKeyword('螺栓 扳手')!)).toBeUndefined();
  });
});
