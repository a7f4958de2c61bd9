import { Hono } from 'hono';
import {
  contractListQuery,
  contractRefuseSchema,
  contractSignSchema,
} from '../../../common/areas/contracts/contract.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, documentResponse, idParam, ok, parse } from '../../http.ts';

/**
 * rest/contract/* (SPEC §7): the list, one contract, the links to signing and to the document,
 * and — beyond SPEC, to sign for real — the signing code, signing, refusing and the PDF. Only
 * the main account manages contracts (DESIGN.md decision 2).
 */
export const contractRoutes = new Hono<BackendEnv>()
  .use(requireUser, requireRole(CustomerAccountType.main))
  .get('/page', async (c) =>
    ok(c, await c.get('services').contracts.page(c.get('caller'), parse(c, contractListQuery()))),
  )
  .get('/signLink/:id', async (c) => ok(c, await c.get('services').contracts.signLink(c.get('caller'), idParam(c))))
  .get('/signInfo/:id', async (c) => ok(c, await c.get('services').contracts.signInfo(c.get('caller'), idParam(c))))
  .get('/document/:id', async (c) =>
    documentResponse(c, await c.get('services').contracts.document(c.get('caller'), idParam(c))),
  )
  .post('/signCode/:id', async (c) =>
    ok(
      c,
      await c.get('services').contracts.startSigning(c.get('caller'), idParam(c), clientAddress(c)),
      'contractCodeSent',
    ),
  )
  .post('/sign/:id', async (c) => {
    const form = parse(c, contractSignSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').contracts.sign(c.get('caller'), idParam(c), form, clientAddress(c)),
      'contractSigned',
    );
  })
  .post('/refuse/:id', async (c) => {
    const { reason } = parse(c, contractRefuseSchema(c.get('locale')));
    return ok(c, await c.get('services').contracts.refuse(c.get('caller'), idParam(c), reason), 'contractRefused');
  })
  .get('/:id', async (c) => ok(c, await c.get('services').contracts.info(c.get('caller'), idParam(c))));
