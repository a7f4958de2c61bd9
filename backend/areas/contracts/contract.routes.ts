import { Hono } from 'hono';
import {
  contractListQuery,
  contractRefuseSchema,
  contractSignSchema,
} from '../../../common/areas/contracts/contract.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * rest/contract/* (SPEC §7): the list, one contract, the links to signing and to the document,
 * and — beyond SPEC, to sign for real — the signing code, signing, refusing and the PDF. Only
 * the main account manages contracts (DESIGN.md decision 2).
 */
export const contractRoutes = new Hono<BackendEnv>()
  .use(requireUser, requireRole(CustomerAccountType.main))
  .get(
    '/page',
    documented({
      summary: 'Lists the contracts sent to the company, newest first, by status or searched by number and name.',
      description: 'The main account only, as every contract call.',
      input: contractListQuery,
    }),
    async (c) => ok(c, await c.get('services').contracts.page(c.get('caller'), c.get('fields'))),
  )
  .get(
    '/signLink/:id',
    documented({ summary: 'The link to a contract’s signing page (SPEC §7 signLink).' }),
    async (c) => ok(c, await c.get('services').contracts.signLink(c.get('caller'), idParam(c))),
  )
  .get(
    '/signInfo/:id',
    documented({ summary: 'The link that opens a contract’s document, signed once it is (SPEC §7 signInfo).' }),
    async (c) => ok(c, await c.get('services').contracts.signInfo(c.get('caller'), idParam(c))),
  )
  .get(
    '/document/:id',
    documented({
      summary: 'A contract’s document as a PDF, with its signature page once signed.',
      answers: ['application/pdf'],
    }),
    async (c) => documentResponse(c, await c.get('services').contracts.document(c.get('caller'), idParam(c))),
  )
  .post(
    '/signCode/:id',
    documented({
      summary: 'Texts a signing code to the main account’s mobile for a contract sent to sign.',
      description: 'Limited as every SMS code is.',
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').contracts.startSigning(c.get('caller'), idParam(c), clientAddress(c)),
        'contractCodeSent',
      ),
  )
  .post(
    '/sign/:id',
    documented({
      summary: 'Signs a contract with the code texted and 「我已阅读并同意」; its credit becomes the company’s limit.',
      input: contractSignSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').contracts.sign(c.get('caller'), idParam(c), c.get('fields'), clientAddress(c)),
        'contractSigned',
      ),
  )
  .post(
    '/refuse/:id',
    documented({ summary: 'Refuses a contract sent to sign, with a reason staff read.', input: contractRefuseSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').contracts.refuse(c.get('caller'), idParam(c), c.get('fields').reason),
        'contractRefused',
      ),
  )
  .get(
    '/:id',
    documented({ summary: 'One contract sent to the company: its fields, status and what may be done.' }),
    async (c) => ok(c, await c.get('services').contracts.info(c.get('caller'), idParam(c))),
  );
