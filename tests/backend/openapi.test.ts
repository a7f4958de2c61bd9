import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputSchema, operationOf } from '../../backend/openapi/documented.ts';
import {
  describeRoutes,
  fieldsJsonSchema,
  isIdParam,
  objectShape,
  pathParams,
} from '../../backend/openapi/generate.ts';
import { buildDocument, SCALAR_SCRIPT } from '../../backend/openapi/routes.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** What these tests read of an operation object of the document. */
interface Operation {
  operationId: string;
  summary?: string;
  parameters?: { schema: object }[];
}

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const routesOf = () => describeRoutes(t.backend.app.routes);

describe('every route the app mounts is described by its own schema', () => {
  it('has exactly one documented() middleware, the last before its handler', () => {
    const undocumented: string[] = [];
    for (const route of routesOf()) {
      const at = route.chain.flatMap((handler, index) => (operationOf(handler) ? [index] : []));
      if (at.length !== 1 || at[0] !== route.chain.length - 2) undocumented.push(`${route.method} ${route.path}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('parses in the middleware only: no routes file reads the raw fields or parses them itself', () => {
    const offenders: string[] = [];
    for (const file of routesFiles(join(import.meta.dirname, '../../backend'))) {
      const text = readFileSync(file, 'utf8');
      if (/\bparse\(c\b|c\.get\('input'\)|readMultipart\(|c\.req\.(query|json|parseBody|formData)\(/.test(text))
        offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('names every path parameter: a record id, or one with its own schema', () => {
    const wrong: string[] = [];
    for (const route of routesOf()) {
      if (!route.operation) continue;
      const names = pathParams(route.path);
      for (const name of names)
        if (!isIdParam(name) && !route.operation.params?.[name]) wrong.push(`${route.path}: ${name}`);
      for (const name of Object.keys(route.operation.params ?? {}))
        if (!names.includes(name)) wrong.push(`${route.path}: ${name} is not in the path`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents every field of every schema, and what it requires as the schema decides at run time', () => {
    for (const route of routesOf()) {
      if (!route.operation?.input) continue;
      for (const locale of ['zh-CN', 'en'] as const) {
        const schema = inputSchema(route.operation.input, locale);
        const shape = objectShape(schema);
        if (!shape) continue;
        const json = fieldsJsonSchema(schema);
        expect(Object.keys((json.properties ?? {}) as object).sort(), route.path).toEqual(Object.keys(shape).sort());
        const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
        expect(((json.required ?? []) as string[]).sort(), route.path).toEqual(required.sort());
      }
    }
  });

  it('gives every call a summary and a unique operation id', () => {
    const document = buildDocument(t.backend.app.routes) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((operation) => !operation.summary?.trim())).toEqual([]);
  });

  it('marks a call that needs a token as needing it, a buyer’s or a staff member’s', () => {
    const routes = routesOf();
    const securityOf = (path: string) => routes.find((route) => route.path === path)?.security;
    expect(securityOf('/rest/address/my')).toBe('buyer');
    // A guard on the route itself, not on the router.
    expect(securityOf('/rest/customer/info')).toBe('buyer');
    // The console's guards are registered after the login: Hono never runs them for it.
    expect(securityOf('/rest/staff/login')).toBe('none');
    expect(securityOf('/rest/customer/login')).toBe('none');
    for (const route of routes)
      if (route.path.startsWith('/rest/staff/') && route.path !== '/rest/staff/login')
        expect(route.security, route.path).toBe('staff');
  });
});

/** Every call SPEC §7 lists, as the app mounts it (`submitCheck`, "defined, not used", has no route). */
const SPEC_CALLS = `
POST /rest/customer/login; POST /rest/customer/register; POST /api/sms/code; GET /rest/customer/info;
POST /rest/customer/update; POST /rest/customer/updatePsw; GET /rest/customer/accountList;
POST /rest/customer/addAccount; POST /rest/customer/updateAccount; POST /rest/customer/deleteAccount/{id};
GET /rest/searchkwd/list; GET /rest/ad/list; GET /rest/navigation/list; GET /rest/goodscategory/list;
GET /rest/article/list; GET /rest/home/corp/goods/list; GET /rest/home/nav/goods/list; GET /rest/hyyx/nav/goods/list;
GET /rest/info/goods/list; GET /rest/corp/fgzq/goods/list; GET /rest/corp/nav/goods/list; GET /rest/qctm/nav/goods/list;
GET /rest/goodscategory/twoList; GET /rest/goodscategory/threeList; GET /rest/goodscategory/parameterList;
GET /rest/brand/list; GET /rest/goodsall/page; GET /rest/goods/page; GET /rest/lable/goods/list;
GET /rest/goods/detail/{id}; GET /region/list; POST /rest/merchantcenter/submit;
GET /rest/car/my; POST /rest/car/add; POST /rest/car/update; POST /rest/car/delete;
POST /rest/collection/add; GET /rest/collection/my; POST /rest/collection/cancel;
POST /rest/order/buyGoods; POST /rest/order/settle; POST /rest/order/fillOrder; POST /rest/order/submitOrder;
POST /rest/order/submitOrderBuy; GET /rest/order/myOrder; GET /rest/order/info/{id}; POST /rest/order/recevice/{id};
POST /rest/order/cancel; POST /rest/order/delete/{id}; GET /rest/order/payPage/{id}; GET /rest/order/purchase/page;
POST /rest/order/purchase/info/{id}; POST /rest/order/checkPass/{id}; POST /rest/order/checkUnPass;
GET /rest/address/my; POST /rest/address/add; POST /rest/address/update; POST /rest/address/delete/{id};
POST /rest/address/setDefault/{id}; GET /rest/address/info/{id};
GET /rest/invoiceHeader/my; POST /rest/invoiceHeader/add; POST /rest/invoiceHeader/update;
GET /rest/invoiceHeader/info/{id}; GET /rest/invoiceOrder/info/{id};
GET /rest/customer/corpcert/list; GET /rest/customer/corpcert/info/{id}; POST /rest/customer/save;
GET /busindess/formId; POST /rest/customer/submitCustomerCheck/{id};
POST /file/uploadFile; POST /rest/attachment/delete;
GET /rest/contract/page; GET /rest/contract/{id}; GET /rest/contract/signLink/{id}; GET /rest/contract/signInfo/{id};
GET /rest/aftersale/apply/{orderItemId}; POST /rest/aftersale/submit; GET /rest/aftersale/myAfterSale;
GET /rest/aftersale/info/{id}; GET /rest/customer/bill/balancePage; GET /rest/customer/bill/balanceInfo/{id};
POST /rest/customer/bill/confirm; GET /rest/customer/bill/remittance/{id}`
  .split(';')
  .map((call) => call.trim().split(' ') as [string, string]);

describe('rest/openapi.json', () => {
  it('serves the document the routes describe, valid OpenAPI 3.1 with schemas that compile', async () => {
    const reply = await t.backend.app.request('/rest/openapi.json');
    expect(reply.headers.get('content-type')).toContain('application/json');
    const served = await reply.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(buildDocument(t.backend.app.routes))));
    expect(served.openapi).toBe('3.1.0');
    // swagger-parser checks the document's own structure (and dereferences it, so it gets a copy).
    await SwaggerParser.validate(structuredClone(served));
    // …but barely looks inside a 3.1 schema: every one must also compile under JSON Schema 2020-12.
    const ajv = new Ajv2020({ strict: false });
    for (const [path, methods] of Object.entries(served.paths as Record<string, Record<string, Operation>>))
      for (const [method, operation] of Object.entries(methods)) {
        for (const { schema } of operation.parameters ?? [])
          expect(() => ajv.compile(schema), `${method} ${path}`).not.toThrow();
      }
    for (const [name, schema] of Object.entries(served.components.schemas as Record<string, object>))
      expect(() => ajv.compile(schema), name).not.toThrow();
  });

  it('lists every call of SPEC §7', async () => {
    const served = await (await t.backend.app.request('/rest/openapi.json')).json();
    const missing = SPEC_CALLS.filter(([method, path]) => !served.paths[path]?.[method.toLowerCase()]).map((call) =>
      call.join(' '),
    );
    expect(missing).toEqual([]);
  });

  it('describes a call as it parses its fields', async () => {
    const served = await (await t.backend.app.request('/rest/openapi.json')).json();
    const add = served.paths['/rest/address/add'].post;
    expect(add.security).toEqual([{ buyerToken: [] }]);
    const { $ref } = add.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(add.requestBody.content['application/json'].schema.$ref).toBe($ref);
    const schema = served.components.schemas[$ref.split('/').at(-1)];
    expect(schema.required).toEqual(expect.arrayContaining(['consignee', 'mobile', 'address']));
    expect(schema.required).not.toContain('phone');
    expect(served.paths['/rest/address/info/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('serves a reference page that loads only its pinned script', async () => {
    const reply = await t.backend.app.request('/rest/reference');
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await reply.text();
    expect(html).toContain(SCALAR_SCRIPT);
    expect(html).toContain('/rest/openapi.json');
  });
});

function* routesFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* routesFiles(path);
    else if (entry.name.endsWith('.routes.ts')) yield path;
  }
}
