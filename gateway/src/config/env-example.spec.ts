import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvSchema } from './env.schema';

describe('.env.example', () => {
  const text = readFileSync(path.join(__dirname, '../../../.env.example'), 'utf8');
  const documented = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

  it('documents every variable the gateway reads, and nothing else', () => {
    expect([...documented].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it('is itself a valid configuration', () => {
    const values = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(EnvSchema.safeParse(values).success).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(path.join(__dirname, '../../../docker-compose.yml'), 'utf8');
  // Fixed by the image itself: where it listens, its mode and where the SPA build sits.
  const setByImage = new Set(['HOST', 'NODE_ENV', 'WEB_DIST_DIR']);

  it('passes every other variable through to the container', () => {
    const missing = Object.keys(EnvSchema.shape).filter(
      (name) => !setByImage.has(name) && !new RegExp(`^\\s+${name}:`, 'm').test(compose),
    );
    expect(missing).toEqual([]);
  });
});
