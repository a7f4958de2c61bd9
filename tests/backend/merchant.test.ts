import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { consoleQuery } from '../../common/console.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('merchant_message').execute();
});

const message = {
  content: '我们是一家五金制造商，希望入驻贵平台销售紧固件。',
  company: '上海示例五金有限公司',
  linkman: '李四',
  phone: '13912345678',
};

const stored = () => t.db.selectFrom('merchant_message').selectAll().execute();

describe('rest/merchantcenter/submit', () => {
  it('stores the message and answers that it was sent', async () => {
    const reply = await t.call('POST', '/rest/merchantcenter/submit', { body: message });
    expect(reply).toEqual({ code: Code.ok, msg: '留言发送成功', data: null });
    expect(await stored()).toEqual([
      {
        id: expect.any(Number),
        ...message,
        created_at: t.clock.now(),
        handled_at: null,
        handled_by: null,
        handled_note: null,
      },
    ]);
  });

  it('accepts a JSON body too, and answers in English when asked', async () => {
    const reply = await t.call('POST', '/rest/merchantcenter/submit', {
      body: message,
      json: true,
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply).toMatchObject({ code: Code.ok, msg: 'Message sent successfully' });
    expect(await stored()).toHaveLength(1);
  });

  it('needs no login, and ignores fields it does not know', async () => {
    const reply = await t.call('POST', '/rest/merchantcenter/submit', { body: { ...message, id: 99, created_at: 1 } });
    expect(reply.code).toBe(Code.ok);
    const [row] = await stored();
    expect(row?.id).not.toBe(99);
    expect(row?.created_at).toBe(t.clock.now());
  });

  const refusals: [string, Record<string, string | undefined>, string][] = [
    ['no content', { content: undefined }, '请填写留言内容'],
    ['blank content', { content: '   ' }, '请填写留言内容'],
    ['content over 300 characters', { content: '字'.repeat(301) }, '留言内容最多300个字符'],
    ['no company', { company: undefined }, '请填写公司名称'],
    ['a company over 30 characters', { company: '公'.repeat(31) }, '公司名称最多30个字符'],
    ['no contact', { linkman: '' }, '请填写联系人'],
    ['a contact over 30 characters', { linkman: 'a'.repeat(31) }, '联系人最多30个字符'],
    ['no phone', { phone: undefined }, '请填写手机号码'],
    ['a landline', { phone: '021-12345678' }, '请输入正确的手机号码'],
    ['a short mobile', { phone: '1391234567' }, '请输入正确的手机号码'],
  ];
  for (const [what, change, msg] of refusals) {
    it(`refuses ${what} with its message and writes nothing`, async () => {
      const reply = await t.call('POST', '/rest/merchantcenter/submit', { body: { ...message, ...change } });
      expect(reply).toEqual({ code: Code.invalid, msg, data: null });
      expect(await stored()).toEqual([]);
    });
  }

  it('accepts exactly 300 characters of content', async () => {
    const reply = await t.call('POST', '/rest/merchantcenter/submit', {
      body: { ...message, content: '字'.repeat(300) },
    });
    expect(reply.code).toBe(Code.ok);
  });

  it('reports the first failing field when several fail', async () => {
    const reply = await t.call('POST', '/rest/merchantcenter/submit', { body: { phone: 'x' } });
    expect(reply).toMatchObject({ code: Code.invalid, msg: '请填写留言内容' });
    expect(await stored()).toEqual([]);
  });

  it('lists the newest messages first for staff', async () => {
    await t.call('POST', '/rest/merchantcenter/submit', { body: { ...message, company: '甲公司' } });
    await t.call('POST', '/rest/merchantcenter/submit', { body: { ...message, company: '乙公司' } });
    const { list } = await t.backend.services.merchantConsole.messages(
      COMMAND_LINE,
      consoleQuery('messages').parse({ limit: '1' }),
    );
    expect(list.map((row) => row.company)).toEqual(['乙公司']);
  });
});
