import { findUnstorableText } from '@folio/schema';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod';

/** Every string of the request, wherever it sits (free-form JSON documents included), must be storable. */
const storable = z.unknown().superRefine((value, context) => {
  for (const issue of findUnstorableText(value)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/**
 * The route's own zod schema, after one walk that refuses NUL, unpaired surrogates, overlong
 * strings and deep nesting anywhere in the body, query or params: a 422 naming the field, where
 * PostgreSQL would otherwise fail the request with a 500.
 */
export const storableValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const guard = validatorCompiler({ ...route, schema: storable });
  const validate = validatorCompiler(route);
  return (data) => {
    const checked = guard(data) as { error?: unknown };
    return checked.error ? (checked as ReturnType<typeof validate>) : validate(data);
  };
};
