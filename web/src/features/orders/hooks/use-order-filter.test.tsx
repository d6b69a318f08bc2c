import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useOrderFilter } from './use-order-filter';

function wrapperAt(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

function useFilterAndLocation() {
  const [filter, update, clear] = useOrderFilter();
  return { filter, update, clear, search: useLocation().search, navigate: useNavigate() };
}

describe('useOrderFilter', () => {
  it('reads the filter from the address and ignores malformed values', () => {
    const { result } = renderHook(useFilterAndLocation, {
      wrapper: wrapperAt(
        '/admin/orders?mesic=2026-11&den=zitra&stav=done&hledat=Nov%C3%A1k&predobjednavky=ano',
      ),
    });
    expect(result.current.filter).toEqual({
      day: '',
      month: '2026-11',
      status: 'done',
      query: 'Novák',
      preorders: false,
    });
  });

  it('updates at once and writes the address', () => {
    const { result } = renderHook(useFilterAndLocation, { wrapper: wrapperAt('/admin/orders') });
    act(() => result.current.update({ month: '2026-10' }));
    expect(result.current.filter.month).toBe('2026-10');
    expect(result.current.search).toBe('?mesic=2026-10');
    act(() => result.current.update({ day: '2026-10-05', month: '' }));
    expect(result.current.filter).toMatchObject({ day: '2026-10-05', month: '' });
    expect(result.current.search).toBe('?den=2026-10-05');
    act(() => result.current.update({ preorders: true }));
    expect(result.current.filter).toMatchObject({ day: '2026-10-05', preorders: true });
    expect(result.current.search).toBe('?den=2026-10-05&predobjednavky=1');
    act(() => result.current.clear());
    expect(result.current.filter).toEqual({ day: '', month: '', status: '', query: '', preorders: false });
    expect(result.current.search).toBe('');
  });

  it('reads "Jen předobjednávky" from the address, as the pre-orders panel links to it', () => {
    const { result } = renderHook(useFilterAndLocation, {
      wrapper: wrapperAt('/admin/orders?predobjednavky=1'),
    });
    expect(result.current.filter.preorders).toBe(true);
  });

  it('follows a navigation that changes the address (e.g. the menu link)', () => {
    const { result } = renderHook(useFilterAndLocation, {
      wrapper: wrapperAt('/admin/orders?mesic=2026-11'),
    });
    act(() => {
      void result.current.navigate('/admin/orders');
    });
    expect(result.current.filter.month).toBe('');
  });
});
