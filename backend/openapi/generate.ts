import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { Code } from '../../common/envelope.ts';
import { requireStaff, requireUser } from '../auth.ts';
import { inputSchema, operationOf, type Operation } from './documented.ts';
import { areaOf } from './areas.ts';

type JsonSchema = Record<string, unknown>;

/** One call of the app as the document describes it, with what the generator read from its chain. */
export interface DescribedRoute {
  method: string;
  /** Hono's path (`/rest/address/info/:id`). */
  path: string;
  operation: Operation<z.ZodType>;
  security: 'buyer' | 'staff' | 'optional' | 'none';
  area: string;
}

/** A route as app.routes holds it: its chain of handlers, and its operation if one is documented. */
export type RouteChain = Omit<DescribedRoute, 'operation'> & {
  operation: Operation<z.ZodType> | undefined;
  chain: RouterRoute['handler'][];
};

/** Hono's `:name` path parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** A path parameter that names a record: a positive whole number (backend/http.ts idParam). */
export function isIdParam(name: string): boolean {
  return name === 'id' || name.endsWith('Id');
}

/** Whether a middleware registered with `use(pattern)` runs for a route's path. */
function covers(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+'))
    .join('.*');
  // Hono lets `/a/*` answer `/a` too.
  return new RegExp(`^${source.replace(/\/\.\*$/, '(/.*)?')}$`).test(path);
}

/**
 * Every operation the app answers, read from `app.routes`: a route's chain is the entries with its
 * method and path; those and the `use()` entries before it that cover its path say whether it needs a token.
 * A chain without a documented() middleware is answered with `operation: undefined` for the test.
 */
export function describeRoutes(routes: readonly RouterRoute[]): RouteChain[] {
  const chains = new Map<string, { method: string; path: string; first: number; chain: RouterRoute['handler'][] }>();
  routes.forEach((route, index) => {
    if (route.method === 'ALL') return;
    const key = `${route.method} ${route.path}`;
    const entry = chains.get(key) ?? { method: route.method, path: route.path, first: index, chain: [] };
    entry.chain.push(route.handler);
    chains.set(key, entry);
  });
  return [...chains.values()].map(({ method, path, first, chain }) => {
    // Hono runs a use() for a route only if it was registered before the route; guards in the chain itself count too.
    const guards = [
      ...routes.filter((use, index) => use.method === 'ALL' && index < first && covers(use.path, path)),
    ].map((use) => use.handler);
    guards.push(...chain);
    const operation = chain.map(operationOf).find(Boolean);
    const security = guards.includes(requireStaff)
      ? 'staff'
      : guards.includes(requireUser)
        ? 'buyer'
        : operation?.auth === 'optional'
          ? 'optional'
          : 'none';
    return {
      method,
      path,
      operation,
      chain,
      security,
      // The handler itself: a middleware before it may be shared by several areas.
      area: areaOf(chain.at(-1)!) ?? 'shop',
    };
  });
}

/** The JSON Schema of a call's fields, `required` as the schema decides at run time. */
export function fieldsJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A preprocessed field (a ticked box, a number typed as text) takes what its inner schema takes.
      const def = (zodSchema as unknown as { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType } } })._zod
        .def;
      if (
        def.type === 'pipe' &&
        def.in &&
        (def.in as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'transform'
      ) {
        const inner = z.toJSONSchema(def.out!, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        delete inner.$schema;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        Object.assign(jsonSchema, inner);
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  const shape = objectShape(schema);
  if (shape) {
    const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
    if (required.length) json.required = required;
    else delete json.required;
  }
  return json;
}

/** The object a call's fields schema is, through the wrappers (a pipe, a refinement) around it. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def: { type: string; in?: z.ZodType; innerType?: z.ZodType } = (
      current as unknown as { _zod: { def: { type: string; in?: z.ZodType; innerType?: z.ZodType } } }
    )._zod.def;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return undefined;
}

const ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: {
      type: 'integer',
      enum: Object.values(Code),
      description: Object.entries(Code)
        .map(([name, value]) => `${value} ${name}`)
        .join(', '),
    },
    msg: { type: 'string', description: 'In the language of Accept-Language (zh-CN by default, en).' },
    data: { description: 'What the call answers; null on a refusal unless the refusal carries details.' },
  },
};

/** The OpenAPI 3.1 document of every described route. */
export function openApiDocument(described: readonly DescribedRoute[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const bodies: Record<string, JsonSchema> = {};
  for (const route of described) {
    const openApiPath = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = operationObject(route, bodies);
  }
  const tags = [...new Set(described.map((route) => route.area))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Caigou REST API',
      version: info.version,
      description:
        'The shop’s REST contract: every answer is HTTP 200 with the envelope `{code, msg, data}`, code 0 on success ' +
        '(a refusal names its rule in `msg`). A buyer’s token from rest/customer/login, a staff token from ' +
        'rest/staff/login; either as `Authorization: Bearer`, or as the `token` field.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        buyerToken: { type: 'http', scheme: 'bearer', description: 'A buyer’s token (rest/customer/login).' },
        staffToken: { type: 'http', scheme: 'bearer', description: 'A staff member’s token (rest/staff/login).' },
      },
      schemas: { Envelope: ENVELOPE, ...bodies },
    },
  };
}

function operationObject(route: DescribedRoute, bodies: Record<string, JsonSchema>): JsonSchema {
  const { operation, method } = route;
  const parameters: JsonSchema[] = pathParams(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: operation.params?.[name]
      ? fieldsJsonSchema(operation.params[name])
      : { type: 'integer', minimum: 1, description: 'A record id.' },
  }));
  const object: JsonSchema = {
    operationId: operationId(method, route.path),
    summary: operation.summary,
    ...(description(operation) ? { description: description(operation) } : {}),
    tags: [route.area],
    security: security(route.security),
    parameters,
    responses: responses(operation),
  };
  if (operation.input) {
    const schema = fieldsJsonSchema(inputSchema(operation.input, 'en'));
    if (method === 'GET') parameters.push(...queryParameters(schema));
    else {
      // Written once under components and referred to by both kinds of body a call takes.
      const name = `${object.operationId as string}Body`;
      bodies[name] = schema;
      const ref = { schema: { $ref: `#/components/schemas/${name}` } };
      object.requestBody = {
        required: Array.isArray(schema.required) && schema.required.length > 0,
        content: operation.multipart
          ? { 'multipart/form-data': ref }
          : operation.json
            ? { 'application/json': ref }
            : { 'application/x-www-form-urlencoded': ref, 'application/json': ref },
      };
    }
  }
  if (!parameters.length) delete object.parameters;
  return object;
}

/**
 * A call anyone may make that answers a buyer's company differently (auth 'optional', backend/auth.ts
 * buyerCompany) says so first: the same sentence for every such call.
 */
const OPTIONAL_TOKEN =
  'Anyone may call it; with a buyer’s token, goods are shown at the company’s own prices (协议价) and only ' +
  'from its catalogue, if it has one.';

function description(operation: Operation<z.ZodType>): string | undefined {
  if (operation.auth !== 'optional') return operation.description;
  return operation.description ? `${OPTIONAL_TOKEN} ${operation.description}` : OPTIONAL_TOKEN;
}

function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function security(kind: DescribedRoute['security']): JsonSchema[] {
  if (kind === 'buyer') return [{ buyerToken: [] }];
  if (kind === 'staff') return [{ staffToken: [] }];
  if (kind === 'optional') return [{}, { buyerToken: [] }];
  return [];
}

function responses(operation: Operation<z.ZodType>): JsonSchema {
  const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } };
  if (!operation.answers)
    return { '200': { description: 'The envelope: code 0 with the data, or a refusal.', content: envelope } };
  const file = Object.fromEntries(
    operation.answers.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
  );
  return { '200': { description: 'The file; a refusal is the JSON envelope.', content: { ...file, ...envelope } } };
}

/** `post /rest/address/setDefault/:id` → `postRestAddressSetDefaultById`: unique as the method and path are. */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}
