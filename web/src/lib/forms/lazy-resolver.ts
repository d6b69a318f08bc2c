import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver fetched on first use: a page or screen keeps zod and the schemas out of its first
 * download and loads them when the form is first checked.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
