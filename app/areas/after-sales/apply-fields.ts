import type { useForm } from '@conform-to/react';

/** The evidence slots' names: the file input `evidence-<i>File`, the delete intent `deleteImage:evidence-<i>`. */
export const evidenceSlot = (index: number) => `evidence-${index}`;

/** The form's fields as they post: text, and the evidence slots' paths. */
export type ApplyShape = Record<
  | 'orderItemId'
  | 'afterSaleType'
  | 'goodsQuantity'
  | 'reason'
  | 'goodsStatus'
  | 'applyEvidence'
  | 'remark'
  | 'refundType'
  | 'refundTo'
  | 'returnType'
  | 'addressId'
  | 'shipper'
  | 'mobile'
  | 'province'
  | 'city'
  | 'county'
  | 'address'
  | 'pickupDate',
  string
> & { evidence: string[] };

/** The application form's fields, as Conform gives them. */
export type ApplyFields = ReturnType<typeof useForm<ApplyShape>>[1];
