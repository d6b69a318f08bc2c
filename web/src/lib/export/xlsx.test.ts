import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sheetNames, xlsxWorkbook } from './xlsx';

describe('xlsx workbook', () => {
  it('gives every table a tab Excel accepts, unique in the workbook', () => {
    expect(sheetNames(['Řidiči', 'Po dnech: tržby/jízdy', 'Řidiči', 'x'.repeat(40)])).toEqual([
      'Řidiči',
      'Po dnech  tržby jízdy',
      'Řidiči (2)',
      'x'.repeat(31),
    ]);
  });

  it('writes a sheet a table, numbers as numbers and formula-like text as text', async () => {
    const blob = await xlsxWorkbook([
      {
        name: 'Řidiči',
        headers: ['Řidič', 'Tržby (Kč)'],
        rows: [
          ['Dvořák', 1200],
          ['=1+1', null],
        ],
      },
      { name: 'Platby', headers: ['Platba', 'Jízdy'], rows: [['Kartou', 3]] },
    ]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const workbook = strFromU8(files['xl/workbook.xml']!);
    expect(workbook).toContain('name="Řidiči"');
    expect(workbook).toContain('name="Platby"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toMatch(/<v>1200<\/v>/);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet;
    expect(strings).toContain("'=1+1");
    expect(strings).toContain('Dvořák');
  });
});
