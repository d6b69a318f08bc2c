/**
 * Fakes only the clock (`Date`): timers, sockets and promises run as usual, so a running gateway
 * answers while a test moves the time with `jest.setSystemTime`. `jest.useRealTimers()` ends it.
 */
export function useMovableClock(now?: number | Date): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
    ...(now === undefined ? {} : { now }),
  });
}
