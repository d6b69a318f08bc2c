import { wireFormats } from '@taxi/contracts';
import { z } from 'zod';
import { booleanFrom, numberFrom, placeTextFrom, textFrom, timestampFrom } from './coerce';

export type LenientOptions = {
  /** IANA zone in which dates without an offset are read. */
  timeZone: string;
};

type AnySchema = z.ZodType;

/**
 * A reader for a real server's answers built from the documented (strict) schema: the same shape
 * and the same output, but numbers may come as text, flags as 0/1 or text, places as objects, dates
 * in other spellings, and absent optional or nullable fields as `null`. Whatever cannot be read
 * unambiguously still fails, with the strict schema's message.
 */
export function lenientSchemaOf(schema: AnySchema, options: LenientOptions): AnySchema {
  const kind: string = schema._zod.def.type;
  // Other kinds (unions, literals, pipes…) are read as documented.
  switch (kind) {
    case 'number':
      return z.preprocess(numberFrom, schema);
    case 'boolean':
      return z.preprocess(booleanFrom, schema);
    case 'string':
      return stringReader(schema, options);
    case 'nullable': {
      const inner = lenientSchemaOf((schema as z.ZodNullable<AnySchema>).unwrap(), options);
      return z.preprocess((value) => (value === undefined ? null : value), inner.nullable());
    }
    case 'optional': {
      const inner = lenientSchemaOf((schema as z.ZodOptional<AnySchema>).unwrap(), options);
      return z.preprocess((value) => (value === null ? undefined : value), inner.optional());
    }
    case 'array':
      return z.array(lenientSchemaOf((schema as z.ZodArray<AnySchema>).element, options));
    case 'object': {
      const object = schema as z.ZodObject;
      const shape = Object.fromEntries(
        Object.entries(object.shape as Record<string, AnySchema>).map(([key, field]) => [
          key,
          lenientSchemaOf(field, options),
        ]),
      );
      return z.object(shape);
    }
    default:
      return schema;
  }
}

function stringReader(schema: AnySchema, options: LenientOptions): AnySchema {
  switch (wireFormats.get(schema)?.format) {
    case 'timestamp':
      // The documented schema takes any text; a date the SPA could not show is not read as one.
      return z.preprocess(
        (value) => timestampFrom(value, options.timeZone),
        schema.refine((text) => typeof text === 'string' && !Number.isNaN(Date.parse(text)), {
          error: 'expected a date',
        }),
      );
    case 'place-text':
      return z.preprocess(placeTextFrom, schema);
    case undefined:
      return z.preprocess(textFrom, schema);
  }
}
