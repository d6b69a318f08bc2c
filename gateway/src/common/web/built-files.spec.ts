import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtFiles } from './built-files';

describe('builtFiles', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'built-'));
    for (const file of ['index.html', 'galerie/index.html', 'assets/site-abc.js', 'assets/site-abc.js.br']) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'x');
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every file of the build relative to it, with forward slashes', () => {
    expect(builtFiles(root).sort()).toEqual([
      'assets/site-abc.js',
      'assets/site-abc.js.br',
      'galerie/index.html',
      'index.html',
    ]);
  });

  it('lists nothing for a folder that cannot be read', () => {
    expect(builtFiles(path.join(root, 'does-not-exist'))).toEqual([]);
  });
});
