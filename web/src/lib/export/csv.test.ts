import { describe, expect, it } from 'vitest';
import { csvText, toCsv } from './csv';

describe('CSV for Czech Excel', () => {
  it('writes a BOM, a header line and CRLF lines of semicolon-separated cells', () => {
    const csv = toCsv(
      ['Řidič', 'Km', 'Tržby (Kč)'],
      [
        ['Dvořák', 12.5, 1200],
        ['Bez řidiče', 0, null],
      ],
    );
    expect(csv).toBe('\uFEFFŘidič;Km;Tržby (Kč)\r\nDvořák;12,5;1200\r\nBez řidiče;0;\r\n');
  });

  it('quotes what needs it and neutralises what Excel would run as a formula', () => {
    expect(toCsv(['a'], [['Hotel "U Rudolfa"; Ústí']])).toContain('"Hotel ""U Rudolfa""; Ústí"');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('-5')).toBe("'-5");
  });
});
