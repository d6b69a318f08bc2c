import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlarmMuted, useAlarmMuted } from './use-alarm-muted';

describe('useAlarmMuted', () => {
  afterEach(() => window.localStorage.clear());

  it('is one state for every user of the alarm, remembered in the browser', () => {
    const strip = renderHook(useAlarmMuted);
    const reminder = renderHook(useAlarmMuted);
    expect(reminder.result.current[0]).toBe(false);
    act(() => strip.result.current[1](true));
    expect(reminder.result.current[0]).toBe(true);
    expect(isAlarmMuted()).toBe(true);
    expect(window.localStorage.getItem('taxi.admin.sosMuted')).toBe('1');
    act(() => reminder.result.current[1](false));
    expect(strip.result.current[0]).toBe(false);
  });
});
