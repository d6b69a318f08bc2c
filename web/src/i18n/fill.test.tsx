import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf, rich } from './fill';

describe('dictionary texts', () => {
  it('fill their placeholders and leave unknown ones as they are', () => {
    expect(fill('{price} za jízdu, {unknown}', { price: '50 Kč' })).toBe('50 Kč za jízdu, {unknown}');
    expect(placeholdersOf('Napište na {email} nebo volejte {phone}.')).toEqual(['email', 'phone']);
  });

  it('end a sentence once when the value ends it', () => {
    expect(fill('majetkem společnosti {legalName}.', { legalName: 'Taxi Litoměřice s.r.o.' })).toBe(
      'majetkem společnosti Taxi Litoměřice s.r.o.',
    );
    expect(fill('property of {name}.', { name: 'Taxi Litoměřice' })).toBe('property of Taxi Litoměřice.');
  });

  it('put elements into the places', () => {
    const html = renderToStaticMarkup(
      <p>{rich('Napište na {email}.', { email: <a href="#">x@y.cz</a> })}</p>,
    );
    expect(html).toBe('<p>Napište na <a href="#">x@y.cz</a>.</p>');
  });
});
