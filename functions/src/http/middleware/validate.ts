import { toApiFieldErrors, type ApiFieldError } from '@estatekey/domain';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../http-error';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<
  Schemas extends RequestSchemas,
  Part extends keyof RequestSchemas,
  Fallback,
> = Schemas[Part] extends z.ZodType ? z.output<Schemas[Part]> : Fallback;

/**
 * Parses the body, query and route params with the given schemas before the handler runs. On success the
 * parsed (trimmed, defaulted, coerced) values replace the raw ones and the handler is typed with them; on
 * failure the answer is 400 `{message, errors}` naming every field that failed, prefixed by its part when the
 * failure is not in the body ('query.page', 'params.id').
 */
export function validate<Schemas extends RequestSchemas>(
  schemas: Schemas,
): RequestHandler<
  Parsed<Schemas, 'params', Record<string, string>>,
  unknown,
  Parsed<Schemas, 'body', unknown>,
  Parsed<Schemas, 'query', Record<string, unknown>>
> {
  return (req, _res, next) => {
    const errors: ApiFieldError[] = [];
    const parse = (part: keyof RequestSchemas, value: unknown): unknown => {
      const schema = schemas[part];
      if (!schema) return value;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const fieldError of toApiFieldErrors(result.error)) {
        errors.push(part === 'body' ? fieldError : { ...fieldError, path: prefixPath(part, fieldError.path) });
      }
      return value;
    };

    const params = parse('params', req.params);
    const query = parse('query', req.query);
    const body = parse('body', req.body);
    if (errors.length > 0) throw HttpError.badRequest(undefined, errors);

    // Express 5 exposes req.query through a getter, so the parsed values are defined on the request itself.
    Object.defineProperty(req, 'params', { value: params, writable: true, configurable: true, enumerable: true });
    Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
    req.body = body as typeof req.body;
    next();
  };
}

function prefixPath(part: string, path: string): string {
  return path === '' ? part : `${part}.${path}`;
}
