import { z } from 'zod';

/** A field as a procurement system sends it: the first of repeated values, text only. */
const text = (description: string) =>
  z.preprocess((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first : undefined;
  }, z.string().optional().describe(description));

/** A form's field names in one case: procurement systems differ in how they write them. */
const keysIn = (toCase: (key: string) => string) => (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [toCase(key), item]))
    : value;

/**
 * The OCI 4.0 entry's fields, whatever case their names come in. None is refused here: a person in
 * the procurement system's browser is answered a plain page saying what is wrong (the entry's handler).
 */
export const ociEntrySchema = z.preprocess(
  keysIn((key) => key.toUpperCase()),
  z.object({
    USERNAME: text('The company’s punchout identity.'),
    PASSWORD: text('The company’s shared secret.'),
    HOOK_URL: text('Where 转回采购系统 posts the cart (http or https).'),
    '~TARGET': text('The frame the cart is posted to (e.g. _top).'),
    OCI_VERSION: text('4.0'),
    FUNCTION: text('Only the default shopping is offered.'),
  }),
);
export type OciEntry = z.output<typeof ociEntrySchema>;

/**
 * A cXML request's document when it comes as a form field (some systems post the cXML as a form, as
 * the shop posts its PunchOutOrderMessage); otherwise the request's body is the document itself.
 */
export const cxmlFormSchema = z.preprocess(
  keysIn((key) => key.toLowerCase()),
  z.object({
    'cxml-urlencoded': text('The cXML document.'),
    'cxml-base64': text('The cXML document, Base64-encoded.'),
  }),
);
export type CxmlForm = z.output<typeof cxmlFormSchema>;
