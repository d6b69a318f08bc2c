import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PhoneLink, telHref } from './phone-link';

describe('phone link', () => {
  it('calls digits and a leading + only, however the number was typed', () => {
    expect(telHref('+420 777 123 456')).toBe('tel:+420777123456');
    expect(telHref(' 777-123-456 ')).toBe('tel:777123456');
    expect(telHref('00420 (777) 123 456')).toBe('tel:00420777123456');
    expect(telHref('neznámé')).toBeNull();
  });

  it('shows the number grouped for reading and links it', () => {
    renderWithProviders(<PhoneLink phone="+420777123456" />);
    expect(screen.getByRole('link', { name: '+420 777 123 456' })).toHaveAttribute(
      'href',
      'tel:+420777123456',
    );
  });

  it('leaves a text without digits as plain text', () => {
    renderWithProviders(<PhoneLink phone="bez čísla" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('bez čísla')).toBeInTheDocument();
  });
});
