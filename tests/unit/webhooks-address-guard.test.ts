import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isForbiddenAddress } from '../../backend/areas/webhooks/address-guard.ts';

/** The SSRF guard by itself: every range a webhook must not reach, with the loopback switch off. */
describe('the webhook address guard', () => {
  const forbidden = {
    loopback: ['127.0.0.1', '127.255.0.9', '::1'],
    private: ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '100.64.0.1', '100.127.0.1'],
    'link-local': ['169.254.169.254', '169.254.0.1', 'fe80::1', 'febf::ffff'],
    'unique-local': ['fc00::1', 'fd12:3456::1'],
    unspecified: ['0.0.0.0', '::'],
    multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
    'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:10.1.2.3', '::ffff:a9fe:a9fe', '::ffff:c0a8:0101'],
    'NAT64 and reserved': ['64:ff9b::a00:1', '240.0.0.1', '255.255.255.255'],
    'not an address': ['', 'example.com'],
  };
  for (const [range, addresses] of Object.entries(forbidden))
    it(`refuses ${range}`, () => {
      for (const address of addresses) expect(isForbiddenAddress(address), address).toBe(true);
    });

  it('lets public addresses through', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any address it resolves to is forbidden, and answers the one to connect to', async () => {
    expect(
      await checkWebhookUrl('https://hooks.example.com/x', { resolve: resolvesTo('93.184.215.14', '10.0.0.1') }),
    ).toEqual({ ok: false, reason: 'forbidden' });
    expect(
      await checkWebhookUrl('https://hooks.example.com/x', { resolve: resolvesTo('93.184.215.14') }),
    ).toMatchObject({
      ok: true,
      address: '93.184.215.14',
      family: 4,
    });
    expect(
      await checkWebhookUrl('https://hooks.example.com/x', {
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toEqual({ ok: false, reason: 'unresolved' });
  });

  it('only http and https, no credentials in the address', async () => {
    const resolve = resolvesTo('93.184.215.14');
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'javascript:alert(1)'])
      expect(await checkWebhookUrl(url, { resolve }), url).toEqual({ ok: false, reason: 'scheme' });
    expect(await checkWebhookUrl('https://user:pw@example.com/', { resolve })).toEqual({ ok: false, reason: 'url' });
  });

  it('lets loopback, and only loopback, through with the test switch', async () => {
    const allowLoopback = true;
    expect(await checkWebhookUrl('http://127.0.0.1:9/x', { allowLoopback })).toMatchObject({ ok: true });
    expect(await checkWebhookUrl('http://127.0.0.1:9/x', { allowLoopback: false })).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('http://10.0.0.1/x', { allowLoopback })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await checkWebhookUrl('http://169.254.169.254/x', { allowLoopback })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});
