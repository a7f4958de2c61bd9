import sharp from 'sharp';
import { expect } from 'vitest';
import type { Envelope } from '../../common/envelope.ts';
import type { TestBackend } from './harness.ts';

/** A small solid PNG; a different colour gives different bytes where a test needs two images apart. */
export const smallPng = (background = '#c00') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** Bytes as the File a browser's file input holds. */
export const asFile = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') =>
  new File([Uint8Array.from(bytes)], name, { type });

/** The form id an upload belongs to, as the screen asks for one before its first image. */
export async function formIdOf(t: TestBackend, token: string): Promise<string> {
  const reply = await t.call<string>('GET', '/busindess/formId', { token });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/**
 * file/uploadFile as a browser posts it: multipart, the token in the query. A field left out is
 * not sent, so a test can post what a broken client would.
 */
export async function upload(
  t: TestBackend,
  token: string,
  fields: { formId?: string; doctype?: string },
  image?: File,
): Promise<Envelope<string>> {
  const form = new FormData();
  if (image) form.append('file', image);
  if (fields.formId !== undefined) form.append('formId', fields.formId);
  if (fields.doctype !== undefined) form.append('doctype', fields.doctype);
  const url = new URL('/file/uploadFile', 'http://backend.test');
  url.searchParams.set('token', token);
  const response = await t.backend.app.fetch(
    new Request(url, { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<string>;
}

/** A small PNG uploaded as `doctype` under a new form id (or the one given); answers its stored path. */
export async function uploadedPng(t: TestBackend, token: string, doctype: string, formId?: string): Promise<string> {
  const reply = await upload(
    t,
    token,
    { formId: formId ?? (await formIdOf(t, token)), doctype },
    asFile(await smallPng()),
  );
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}
