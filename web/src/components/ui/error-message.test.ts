import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrorsOf, issuesToFieldErrors } from './error-message';

describe('error messages', () => {
  it("shows the gateway's Czech message and a Czech fallback otherwise", () => {
    expect(errorMessage(new ApiRequestError(409, 'Uživatel už je řidič'))).toBe('Uživatel už je řidič');
    expect(errorMessage(new TypeError('boom'))).toMatch(/^Něco se nepovedlo/);
  });

  it('maps 400 issues to their fields, first message per field', () => {
    const error = new ApiRequestError(400, 'Neplatný požadavek', [
      { path: 'body.phone', message: 'Telefon je příliš krátký' },
      { path: 'body.phone', message: 'druhá zpráva' },
      { path: 'body.discount', message: 'Sleva musí být alespoň 1 %' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      phone: 'Telefon je příliš krátký',
      discount: 'Sleva musí být alespoň 1 %',
    });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('reads zod issue paths too', () => {
    expect(issuesToFieldErrors([{ path: ['title'], message: 'Povinné pole' }])).toEqual({
      title: 'Povinné pole',
    });
  });
});
