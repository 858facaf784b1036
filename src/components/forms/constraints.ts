/**
 * The browser's share of a form's checks, read from the shared zod schema on the server: which fields are
 * required and how long each may be. The browser then checks them natively (`required`, `maxlength`), so that no
 * validation library is sent to it; the server checks everything with the schema itself.
 */
import 'server-only';

import { z } from 'zod';

/** What the browser can check of one field without JavaScript. */
export interface FieldConstraint {
  required: boolean;
  maxLength?: number;
}

interface JsonSchemaObject {
  properties?: Record<string, { maxLength?: number }>;
  required?: string[];
}

/** The native constraints of each field of an object schema, by field name. */
export function nativeConstraints(schema: z.ZodType): Record<string, FieldConstraint> {
  // Refinements and transforms have no JSON Schema form; what remains is what a browser can check.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject;
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([field, property]) => [
      field,
      { required: required.has(field), ...(property.maxLength !== undefined && { maxLength: property.maxLength }) },
    ]),
  );
}
