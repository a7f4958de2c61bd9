import { describe, expect, it } from 'vitest';
import * as rule from '../../common/rules.ts';

/** Every rule kind of SPEC §5, each with passing and failing inputs. */
describe('common/rules', () => {
  describe('isNotBlank (required / not blank)', () => {
    it.each(['a', ' 张 ', '0'])('accepts %j', (text) => expect(rule.isNotBlank(text)).toBe(true));
    it.each(['', ' ', '\t\n', '　'])('refuses %j', (text) => expect(rule.isNotBlank(text)).toBe(false));
  });

  describe('isInteger', () => {
    it.each(['0', '42', '-7', '+3', ' 12 ', '007'])('accepts %j', (text) => expect(rule.isInteger(text)).toBe(true));
    it.each(['', '1.5', '1.0', 'abc', '1e3', '--1', '1 2'])('refuses %j', (text) =>
      expect(rule.isInteger(text)).toBe(false),
    );
  });

  describe('isNumber', () => {
    it.each(['0', '3.14', '-2.5', '+1', '.5', ' 8 ', '1000000'])('accepts %j', (text) =>
      expect(rule.isNumber(text)).toBe(true),
    );
    it.each(['', 'abc', '1.', '1.2.3', '1e5', 'NaN', 'Infinity', '1,000', '¥5'])('refuses %j', (text) =>
      expect(rule.isNumber(text)).toBe(false),
    );
  });

  describe('isNonNegative', () => {
    it.each(['0', '0.0', '5', '12.5'])('accepts %j', (text) => expect(rule.isNonNegative(text)).toBe(true));
    it.each(['-1', '-0.01', 'abc', ''])('refuses %j', (text) => expect(rule.isNonNegative(text)).toBe(false));
  });

  describe('isPositive', () => {
    it.each(['1', '0.01', '+9999'])('accepts %j', (text) => expect(rule.isPositive(text)).toBe(true));
    it.each(['0', '-1', '0.00', 'x', ''])('refuses %j', (text) => expect(rule.isPositive(text)).toBe(false));
  });

  describe('isNegative', () => {
    it.each(['-1', '-0.5'])('accepts %j', (text) => expect(rule.isNegative(text)).toBe(true));
    it.each(['0', '-0', '1', 'x', ''])('refuses %j', (text) => expect(rule.isNegative(text)).toBe(false));
  });

  describe('inBounds', () => {
    it.each([
      ['1', 1, 9999],
      ['9999', 1, 9999],
      ['50.5', 1, 100],
      ['-3', -5, 0],
    ])('accepts %j within [%d, %d]', (text, min, max) => expect(rule.inBounds(text, min, max)).toBe(true));
    it.each([
      ['0', 1, 9999],
      ['10000', 1, 9999],
      ['100.01', 1, 100],
      ['abc', 1, 100],
    ])('refuses %j outside [%d, %d]', (text, min, max) => expect(rule.inBounds(text, min, max)).toBe(false));
  });

  describe('hasMaxDecimals', () => {
    it('defaults to 2 places', () => {
      expect(rule.hasMaxDecimals('1')).toBe(true);
      expect(rule.hasMaxDecimals('1.5')).toBe(true);
      expect(rule.hasMaxDecimals('1.25')).toBe(true);
      expect(rule.hasMaxDecimals('1.255')).toBe(false);
    });
    it('takes another number of places', () => {
      expect(rule.hasMaxDecimals('0.0356', 4)).toBe(true);
      expect(rule.hasMaxDecimals('0.03561', 4)).toBe(false);
      expect(rule.hasMaxDecimals('3', 0)).toBe(true);
      expect(rule.hasMaxDecimals('3.1', 0)).toBe(false);
    });
    it('refuses what is not a number', () => expect(rule.hasMaxDecimals('1.2x')).toBe(false));
  });

  describe('hasFixedDecimals', () => {
    it('defaults to exactly 2 places', () => {
      expect(rule.hasFixedDecimals('12.50')).toBe(true);
      expect(rule.hasFixedDecimals('-0.01')).toBe(true);
      expect(rule.hasFixedDecimals('12.5')).toBe(false);
      expect(rule.hasFixedDecimals('12')).toBe(false);
      expect(rule.hasFixedDecimals('12.505')).toBe(false);
    });
    it('takes another number of places', () => {
      expect(rule.hasFixedDecimals('1.2345', 4)).toBe(true);
      expect(rule.hasFixedDecimals('1.23', 4)).toBe(false);
    });
    it('refuses what is not a number', () => expect(rule.hasFixedDecimals('ab.cd')).toBe(false));
  });

  describe('lengths (a Chinese character counts as one)', () => {
    it('counts characters as a person does', () => {
      expect(rule.charLength('采购商城')).toBe(4);
      expect(rule.charLength('abc')).toBe(3);
      expect(rule.charLength('示例Co')).toBe(4);
      expect(rule.charLength('𠮷')).toBe(1);
    });
    it('hasMinLength', () => {
      expect(rule.hasMinLength('采购', 2)).toBe(true);
      expect(rule.hasMinLength('abcd', 2)).toBe(true);
      expect(rule.hasMinLength('采', 2)).toBe(false);
      expect(rule.hasMinLength('', 1)).toBe(false);
    });
    it('hasMaxLength', () => {
      expect(rule.hasMaxLength('采购商城', 4)).toBe(true);
      expect(rule.hasMaxLength('', 4)).toBe(true);
      expect(rule.hasMaxLength('采购商城网', 4)).toBe(false);
      expect(rule.hasMaxLength('a'.repeat(31), 30)).toBe(false);
    });
    it('hasLengthBetween', () => {
      expect(rule.hasLengthBetween('12345678', 8, 20)).toBe(true);
      expect(rule.hasLengthBetween('a'.repeat(20), 8, 20)).toBe(true);
      expect(rule.hasLengthBetween('一二三四五六七八', 8, 20)).toBe(true);
      expect(rule.hasLengthBetween('1234567', 8, 20)).toBe(false);
      expect(rule.hasLengthBetween('a'.repeat(21), 8, 20)).toBe(false);
      expect(rule.hasLengthBetween('一二三四五六七', 8, 20)).toBe(false);
    });
  });

  describe('hasNoSpecialChars (| & # [ ])', () => {
    it.each(['demo_user', '张三-01', 'a.b@c', ''])('accepts %j', (text) =>
      expect(rule.hasNoSpecialChars(text)).toBe(true),
    );
    it.each(['a|b', 'a&b', '#1', '[x', 'y]'])('refuses %j', (text) => expect(rule.hasNoSpecialChars(text)).toBe(false));
  });

  describe('isWordsOnly (letters, digits and Chinese)', () => {
    it.each(['abc123', '采购Shop2024', '张三'])('accepts %j', (text) => expect(rule.isWordsOnly(text)).toBe(true));
    it.each(['', 'a b', 'a_b', '张三！', 'a-1'])('refuses %j', (text) => expect(rule.isWordsOnly(text)).toBe(false));
  });

  describe('isAccount (letters, digits, underscore, hyphen; 4-16)', () => {
    it.each(['demo', 'demo_buyer', 'a-b_c', 'a'.repeat(16)])('accepts %j', (text) =>
      expect(rule.isAccount(text)).toBe(true),
    );
    it.each(['abc', 'a'.repeat(17), 'demo user', '张三abcd', 'demo!'])('refuses %j', (text) =>
      expect(rule.isAccount(text)).toBe(false),
    );
  });

  describe('isUrl', () => {
    it.each(['https://example.com', 'http://shop.test/home/index?x=1', 'https://例子.中国/路径'])(
      'accepts %j',
      (text) => expect(rule.isUrl(text)).toBe(true),
    );
    it.each(['', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'http//x'])('refuses %j', (text) =>
      expect(rule.isUrl(text)).toBe(false),
    );
  });

  describe('isIdCard (mainland ID card)', () => {
    it.each([
      '11010519491231002X',
      '11010519491231002x',
      '440308199901011234',
      '310115200002294567',
      '110105491231002',
    ])('accepts %j', (text) => expect(rule.isIdCard(text)).toBe(true));
    it.each([
      ['wrong check digit', '110105194912310021'],
      ['X where a digit is due', '11010519491231003X'],
      ['impossible birth date', '110105194902300027'],
      ['29 February of a common year', '310115200102294567'],
      ['17 characters', '11010519491231002'],
      ['letters', '1101051949123100AX'],
      ['15 digits with an impossible date', '110105491331002'],
      ['empty', ''],
    ])('refuses %s', (_label, text) => expect(rule.isIdCard(text)).toBe(false));
  });

  describe('isMobile (mainland: 1, then 3/4/5/7/8/9, 11 digits)', () => {
    it.each(['13800000000', '14712345678', '15912345678', '17012345678', '18612345678', '19912345678'])(
      'accepts %j',
      (text) => expect(rule.isMobile(text)).toBe(true),
    );
    it.each(['12812345678', '16612345678', '1381234567', '138123456789', '23800000000', '+8613800000000', ''])(
      'refuses %j',
      (text) => expect(rule.isMobile(text)).toBe(false),
    );
  });

  describe('isLandline (with area code)', () => {
    it.each(['010-12345678', '0755-1234567', '02112345678', '010-12345678-123'])('accepts %j', (text) =>
      expect(rule.isLandline(text)).toBe(true),
    );
    it.each(['12345678', '010-123456', '13800000000', '0-1234567', ''])('refuses %j', (text) =>
      expect(rule.isLandline(text)).toBe(false),
    );
  });

  describe('isEmail', () => {
    it.each(['a@b.cn', 'first.last+tag@mail.example.com', 'user_1@qq.com'])('accepts %j', (text) =>
      expect(rule.isEmail(text)).toBe(true),
    );
    it.each(['', 'plain', 'a@b', '@b.cn', 'a@.cn', 'a b@c.cn', 'a@b.c'])('refuses %j', (text) =>
      expect(rule.isEmail(text)).toBe(false),
    );
  });

  describe('hasNoChinese', () => {
    it.each(['abc 123!', ''])('accepts %j', (text) => expect(rule.hasNoChinese(text)).toBe(true));
    it.each(['abc中', '张三'])('refuses %j', (text) => expect(rule.hasNoChinese(text)).toBe(false));
  });

  describe('isChineseOnly', () => {
    it.each(['张三', '示例科技有限公司'])('accepts %j', (text) => expect(rule.isChineseOnly(text)).toBe(true));
    it.each(['', '张三a', 'Zhang', '张 三', '张三1'])('refuses %j', (text) =>
      expect(rule.isChineseOnly(text)).toBe(false),
    );
  });

  describe('isCompanyName (registered names: Chinese with letters, digits, spaces and brackets)', () => {
    it.each([
      'ABB（中国）有限公司',
      '3M中国有限公司',
      '示例科技（上海）有限公司',
      'SGS 通标标准技术服务有限公司',
      '华为技术(深圳)有限公司',
    ])('accepts %j', (text) => expect(rule.isCompanyName(text)).toBe(true));
    it.each(['', 'Acme Ltd', '3M', '示例#公司', '示例|公司', '示例\t公司'])('refuses %j', (text) =>
      expect(rule.isCompanyName(text)).toBe(false),
    );
  });

  describe('isChineseName (Chinese with brackets and middle dot)', () => {
    it.each(['张三', '示例科技（上海）有限公司', '阿卜杜·热合曼', '某(北京)公司'])('accepts %j', (text) =>
      expect(rule.isChineseName(text)).toBe(true),
    );
    it.each(['', 'Zhang San', '张三1', '张 三'])('refuses %j', (text) => expect(rule.isChineseName(text)).toBe(false));
  });

  describe('isLettersDigits', () => {
    it.each(['abc123', 'ABC', '2024'])('accepts %j', (text) => expect(rule.isLettersDigits(text)).toBe(true));
    it.each(['', 'abc_123', 'a b', '张三', 'abc-1'])('refuses %j', (text) =>
      expect(rule.isLettersDigits(text)).toBe(false),
    );
  });
});
