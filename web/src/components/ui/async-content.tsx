import { type ReactNode, useMemo } from 'react';
import { errorMessage } from './error-message';
import { ErrorState, Skeleton } from './feedback';

/** The parts of a react-query result this component reads. */
export type AsyncResult<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type AsyncContentProps<T> = {
  result: AsyncResult<T>;
  /** Placeholder rows while the first load runs. */
  skeletonRows?: number;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
};

/**
 * Skeleton on the first load, the Czech error with a retry when it fails, otherwise the content
 * (a failed background refresh keeps showing the data already loaded).
 */
export function AsyncContent<T>({ result, skeletonRows = 6, loadingLabel, children }: AsyncContentProps<T>) {
  if (result.data !== undefined) {
    return children(result.data);
  }
  if (result.error) {
    return <ErrorState message={errorMessage(result.error)} onRetry={() => void result.refetch()} />;
  }
  return <Skeleton rows={skeletonRows} label={loadingLabel} />;
}

/** The same result with its data transformed (memoised on the data). */
export function useDerivedResult<T, U>(result: AsyncResult<T>, select: (data: T) => U): AsyncResult<U> {
  const { data, isPending, error, refetch } = result;
  const derived = useMemo(() => (data === undefined ? undefined : select(data)), [data, select]);
  return { data: derived, isPending, error, refetch };
}
