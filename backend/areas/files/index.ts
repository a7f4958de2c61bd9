import type { Deps } from '../../services/deps.ts';
import { filesService } from './files.service.ts';

/** Uploads: form ids, checked and re-encoded images, their private serving and deletion. */
export const services = (deps: Deps) => ({ uploads: filesService(deps) });

/**
 * For the areas whose records hold uploads: a certification's form and files checked as its
 * company's, and an after-sale's evidence held while the after-sale is submitted.
 */
export { assertCertifier, assertOwnFiles, assertOwnForm } from './ownership.ts';
export { holdAfterSaleEvidence } from './evidence-hold.ts';
