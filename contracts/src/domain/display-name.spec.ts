import { displayName, phoneTail, sosCallerName } from './display-name';

describe('display name', () => {
  it('joins first and last name', () => {
    expect(displayName({ first_name: 'Jana', last_name: 'Nováková', phone: '+420777123456' })).toBe(
      'Jana Nováková',
    );
  });

  it('falls back to Zákazník for a missing first name', () => {
    expect(displayName({ first_name: null, last_name: 'Dvořák', phone: '+420777123456' })).toBe(
      'Zákazník Dvořák',
    );
    expect(displayName({ first_name: '  ', last_name: 'Dvořák', phone: '' })).toBe('Zákazník Dvořák');
  });

  it('falls back to phone digits 5 to 9 for a missing last name', () => {
    expect(displayName({ first_name: 'Petr', last_name: null, phone: '777123456' })).toBe('Petr 3456');
    expect(displayName({ first_name: null, last_name: null, phone: '+420 777 123 456' })).toBe(
      'Zákazník 3456',
    );
  });

  it('reads the same tail from every spelling of a Czech number', () => {
    expect(phoneTail('+420777123456')).toBe('3456');
    expect(phoneTail('00420 777 123 456')).toBe('3456');
    expect(phoneTail('777 123 456')).toBe('3456');
    expect(phoneTail(null)).toBe('');
  });

  it('shows only the first name when there is neither last name nor phone', () => {
    expect(displayName({ first_name: 'Eva', last_name: null, phone: null })).toBe('Eva');
  });
});

describe('sosCallerName', () => {
  it('names the caller, or says the caller is unknown with the alert number', () => {
    expect(sosCallerName({ id: 3, user: { first_name: 'Pavel', last_name: 'Novák', phone: '' } })).toBe(
      'Pavel Novák',
    );
    expect(sosCallerName({ id: 41, user: null })).toBe('Neznámý volající č. 41');
  });
});
