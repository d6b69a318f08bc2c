import { Body, Param, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { validationError } from './validation-error';

/** Parses an input against its contracts schema; a mismatch answers 400 with every issue. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(
    private readonly schema: T,
    private readonly where: string,
  ) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      throw validationError(this.where, result.error, value);
    }
    return result.data;
  }
}

/** The request body, validated by a contracts schema. */
export const ValidBody = (schema: z.ZodType) => Body(new ZodValidationPipe(schema, 'body'));

/** One path parameter, validated by a contracts schema (reported as `params.<name>`). */
export const ValidParam = (name: string, schema: z.ZodType) =>
  Param(name, new ZodValidationPipe(schema, `params.${name}`));

/** Every path parameter as one object, validated by a contracts schema (`params.<name>` in errors). */
export const ValidParams = (schema: z.ZodType) => Param(new ZodValidationPipe(schema, 'params'));

/** The query string, validated by a contracts schema (`query.<name>` in errors). */
export const ValidQuery = (schema: z.ZodType) => Query(new ZodValidationPipe(schema, 'query'));
