import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { Code } from '../../common/envelope.ts';
import { firstIssue } from '../../common/form.ts';
import type { Locale } from '../../common/messages.ts';
import type { BackendContext, BackendEnv } from '../context.ts';
import { AppError, InvalidInput } from '../errors.ts';
import { readMultipart } from '../http.ts';

/** A call's fields as one schema, or a schema per language when its messages are translated. */
export type InputSchema<S extends z.ZodType> = S | ((locale: Locale) => S);

/** What the OpenAPI document says of one call, and how the call reads its fields. */
export interface Operation<S extends z.ZodType> {
  /** One line, in English: what the call does. */
  summary: string;
  /** More, when the summary leaves a rule or a refusal unsaid. */
  description?: string;
  /**
   * The call's fields: for GET the query string, otherwise a form or JSON body over the query
   * (backend/http.ts readInput), or a multipart form. Parsed before the handler runs; the handler
   * reads the result as `c.get('fields')`. None: the call takes no fields beyond its path.
   */
  input?: InputSchema<S>;
  /** A multipart form (uploads): its fields and files are parsed with `input`, where a file is `z.file()`. */
  multipart?: true;
  /** The body is JSON only (a provider's signed callback), not also a form. */
  json?: true;
  /**
   * Path parameters that are not record ids (a format, a queue's name): each one's schema. A value it
   * refuses answers not found, before any field is read; the handler reads `c.req.param(name)`.
   */
  params?: Record<string, z.ZodType>;
  /** A call anyone may make that answers a buyer's company differently: the token is optional. */
  auth?: 'optional';
  /** A call that answers a file instead of the JSON envelope: the media types it may answer. */
  answers?: readonly string[];
  /**
   * The call reads its body itself (a signed callback must see the exact bytes that were
   * signed): nothing is parsed here; `input` then only documents the body.
   */
  raw?: true;
}

/** Every documented() middleware's operation, found again by the OpenAPI generator through app.routes. */
const operations = new WeakMap<object, Operation<z.ZodType>>();

/** The operation a handler of app.routes documents, if it is a documented() middleware. */
export function operationOf(handler: object): Operation<z.ZodType> | undefined {
  return operations.get(handler);
}

const perLocale = new WeakMap<object, Map<Locale, z.ZodType>>();

/** The schema a call's fields are parsed with, in the request's language (built once per language). */
export function inputSchema<S extends z.ZodType>(input: InputSchema<S>, locale: Locale): S {
  if (typeof input !== 'function') return input;
  let built = perLocale.get(input);
  if (!built) perLocale.set(input, (built = new Map()));
  let schema = built.get(locale);
  if (!schema) built.set(locale, (schema = input(locale)));
  return schema as S;
}

/**
 * Describes a call for the OpenAPI document and parses its fields with the very schema described,
 * so the document cannot say one thing while the call reads another. Placed last before the handler;
 * a field that breaks a rule is refused with that rule's message, as every form is (common/form.ts).
 */
export function documented<S extends z.ZodType = z.ZodType<Record<string, never>>>(
  operation: Operation<S>,
): MiddlewareHandler<BackendEnv & { Variables: { fields: z.output<S> } }> {
  const middleware: MiddlewareHandler<BackendEnv & { Variables: { fields: z.output<S> } }> = async (c, next) => {
    // A path that names no format, action or queue the call knows is no call at all.
    for (const [name, schema] of Object.entries(operation.params ?? {}))
      if (!schema.safeParse(c.req.param(name)).success) throw new AppError(Code.notFound, 'notFound');
    if (operation.input && !operation.raw) c.set('fields', await parseFields(c, operation));
    await next();
  };
  operations.set(middleware, operation as Operation<z.ZodType>);
  return middleware;
}

async function parseFields<S extends z.ZodType>(c: BackendContext, operation: Operation<S>): Promise<z.output<S>> {
  const schema = inputSchema(operation.input!, c.get('locale'));
  const fields = operation.multipart ? { ...c.get('input'), ...(await readMultipart(c)) } : c.get('input');
  const result = schema.safeParse(fields);
  if (!result.success) throw new InvalidInput(firstIssue(result.error));
  return result.data;
}
