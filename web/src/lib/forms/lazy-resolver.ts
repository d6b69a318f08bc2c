import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver fetched on first use: public pages keep zod and the schemas out of their first download and
 * load them when the visitor first sends the form.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
