import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFormLive } from './use-form-live';

function Submit() {
  const live = useFormLive();
  return (
    <button type="submit" disabled={!live}>
      Odeslat
    </button>
  );
}

describe('useFormLive', () => {
  it('keeps a prerendered submit disabled until React has hydrated the page, then enables it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Submit />);
    document.body.append(container);
    expect(container.querySelector('button')).toBeDisabled();

    act(() => {
      hydrateRoot(container, <Submit />);
    });
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });
});
