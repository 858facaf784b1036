import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { fieldErrors } from '@/schemas/field-errors';

/**
 * The admin forms' react-hook-form resolver: `schema` checks the values, as on the server, and each wrong field's
 * error carries the code of its refusal (`fieldErrors`: `required`, `tooLong`…) as its type and message, the same
 * code a server action answers, so that a form translates both alike. zodResolver would hand on zod's English.
 */
export function codeResolver<Input extends FieldValues, Output, Context = unknown>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, Context, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, code] of Object.entries(fieldErrors(result.error.issues))) {
      errors[field] = { type: code, message: code };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
