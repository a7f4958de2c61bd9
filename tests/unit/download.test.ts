import { describe, expect, it } from 'vitest';
import { asDownload, DOWNLOAD_POLICY } from '../../common/download.ts';

const answer = (headers: Record<string, string>) => asDownload(new Response('x', { headers }));

describe('asDownload', () => {
  it.each(['application/pdf', 'image/png', 'image/jpeg'])('lets %s open in the browser, sandboxed', (type) => {
    const headers = answer({ 'Content-Type': type, 'Content-Disposition': 'inline; filename="a"' }).headers;
    expect(headers.get('Content-Security-Policy')).toBe(DOWNLOAD_POLICY);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Content-Disposition')).toBe('inline; filename="a"');
  });

  it.each([
    'application/xml',
    'application/xhtml+xml',
    'image/svg+xml',
    'text/csv; charset=utf-8',
    'application/ofd',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/octet-stream',
  ])('saves %s as an attachment, keeping its name', (type) => {
    const headers = answer({ 'Content-Type': type, 'Content-Disposition': 'inline; filename="%E5%8F%91.xml"' }).headers;
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="%E5%8F%91.xml"');
    expect(headers.get('Content-Security-Policy')).toBe(DOWNLOAD_POLICY);
  });

  it('names no file when none was named', () => {
    expect(answer({ 'Content-Type': 'text/xml' }).headers.get('Content-Disposition')).toBe('attachment');
  });

  it('leaves pages, JSON and bodiless answers alone', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json']) {
      const page = new Response('x', { headers: { 'Content-Type': type } });
      expect(asDownload(page)).toBe(page);
    }
    const redirect = new Response(null, { status: 302, headers: { Location: '/' } });
    expect(asDownload(redirect)).toBe(redirect);
  });
});
