import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { MessageKey, MessageParams } from '../../../common/messages.ts';

/** The largest cXML document read: a setup request is a few KB, an OrderRequest of hundreds of lines well under this. */
export const CXML_MAX_BYTES = 512 * 1024;

export type XmlNode = Record<string, unknown>;

export type CxmlRead =
  { ok: true; cxml: XmlNode } | { ok: false; status: 400 | 413; key: MessageKey; params?: MessageParams };

/**
 * A cXML document read safely: size first, then no internal DTD subset and no entity declaration
 * at all (the classic expansion and external-entity attacks need one; a real cXML document only
 * names its DTD by URL, which is never fetched), then well-formedness, then parsed with only XML's
 * five predefined entities. Attributes are kept under `@_name`, values as text.
 */
export function readCxml(text: string): CxmlRead {
  if (Buffer.byteLength(text, 'utf8') > CXML_MAX_BYTES)
    return { ok: false, status: 413, key: 'punchout.tooLarge', params: { limit: '512 KB' } };
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) return { ok: false, status: 400, key: 'punchout.dtd' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, status: 400, key: 'punchout.badXml', params: { reason: valid.err.msg } };
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ['Credential', 'ItemOut', 'Extrinsic'].includes(name),
  }).parse(text) as XmlNode;
  const cxml = parsed.cXML;
  if (!cxml || typeof cxml !== 'object')
    return { ok: false, status: 400, key: 'punchout.badXml', params: { reason: 'no cXML element' } };
  return { ok: true, cxml: cxml as XmlNode };
}

/** A child element (the first, when repeated). */
export function child(node: unknown, ...path: string[]): XmlNode | undefined {
  let here: unknown = node;
  for (const name of path) {
    if (!here || typeof here !== 'object') return undefined;
    here = (here as XmlNode)[name];
    if (Array.isArray(here)) here = here[0];
  }
  return here && typeof here === 'object' ? (here as XmlNode) : undefined;
}

/** Every child element of a name. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  return [value]
    .flat()
    .filter((item): item is XmlNode | string => item !== undefined && item !== null)
    .map((item) => (typeof item === 'object' ? item : { '#text': item }));
}

/** An element's text (an element with attributes keeps it under #text), '' when absent. */
export function textOf(node: unknown, ...path: string[]): string {
  let here: unknown = node;
  for (const name of path) {
    if (!here || typeof here !== 'object') return '';
    here = (here as XmlNode)[name];
    if (Array.isArray(here)) here = here[0];
  }
  if (typeof here === 'string' || typeof here === 'number') return String(here).trim();
  if (here && typeof here === 'object' && '#text' in here) return String((here as XmlNode)['#text']).trim();
  return '';
}

/** An attribute's value, '' when absent. */
export function attr(node: unknown, name: string): string {
  if (!node || typeof node !== 'object') return '';
  const value = (node as XmlNode)[`@_${name}`];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** The identities of a Header part's Credentials (From, To, Sender), and the Sender's SharedSecret. */
export function credentials(cxml: XmlNode, part: 'From' | 'To' | 'Sender') {
  return children(child(cxml, 'Header', part), 'Credential').map((credential) => ({
    domain: attr(credential, 'domain'),
    identity: textOf(credential, 'Identity'),
    sharedSecret: textOf(credential, 'SharedSecret'),
  }));
}
