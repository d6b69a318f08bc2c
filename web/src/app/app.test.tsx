import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App shell', () => {
  it('greets in Czech with the home-town offer from the contracts constants', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Taxi Litoměřice');
    expect(screen.getByText('Rozvoz po městě za 50 Kč, až 8 osob.')).toBeTruthy();
  });
});
