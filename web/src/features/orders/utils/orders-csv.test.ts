import { describe, expect, it } from 'vitest';
import { orderEntry } from './order-fixtures.test-helpers';
import { toOrderRows } from './order-rows';
import { csvText } from '@/lib/export/csv';
import { CSV_HEADERS, csvFileName, ordersToCsv } from './orders-csv';

describe('orders CSV', () => {
  const rows = toOrderRows([
    orderEntry(
      {
        createdAt: '2026-11-23T09:05:00.000Z',
        distance: 18.8,
        price: 566,
        payment_method: 'card',
        isPreorder: true,
        preorderDateTime: '2026-11-24T07:30:00.000Z',
        destination: JSON.stringify({ name: 'Hotel "U Rudolfa"; Ústí nad Labem', lat: 50.6, lng: 14.0 }),
      },
      { id: 1, id_order: 2001 },
    ),
    orderEntry(
      { createdAt: '2026-11-23T08:00:00.000Z', driver_name: null, driver: null, status: 'waiting' },
      { id: 2, id_order: 2002, user: null },
    ),
  ]);
  const csv = ordersToCsv(rows);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a UTF-8 BOM and the Czech header row, separated by semicolons', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(CSV_HEADERS.join(';'));
    expect(lines[0]).toBe(
      'Číslo objednávky;Datum;Zákazník;Telefon;Odkud;Kam;Osob;Km;Cena (Kč);Platba;Řidič;Stav;Předobjednávka',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes one line per row with Prague times, decimal commas and quoted text where needed', () => {
    expect(lines[1]).toBe(
      '2001;23.11.2026 10:05;Jana Nováková;;Mírové náměstí 1, 412 01 Litoměřice, Česko;"Hotel ""U Rudolfa""; Ústí nad Labem";2;18,8;566;Kartou;Blažek;hotovo;24.11.2026 08:30',
    );
    expect(lines[2]).toBe(
      '2002;23.11.2026 09:00;;;Mírové náměstí 1, 412 01 Litoměřice, Česko;Nádraží, 412 01 Litoměřice, Česko;2;3,2;130;Hotově;;čeká;',
    );
  });

  it('neutralises cells that Excel would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+420777')).toBe("'+420777");
  });

  it('names the file after the filter', () => {
    expect(csvFileName({ day: '', month: '2026-11' })).toBe('objednavky-2026-11.csv');
    expect(csvFileName({ day: '2026-11-23', month: '' })).toBe('objednavky-2026-11-23.csv');
    expect(csvFileName({ day: '', month: '' })).toBe('objednavky.csv');
  });
});
