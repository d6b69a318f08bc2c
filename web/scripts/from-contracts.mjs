// Node runs these scripts without a TypeScript loader (Node 20 has none), while @taxi/contracts is
// TypeScript source. esbuild compiles what a script takes from it when the script loads, so a shared
// algorithm (the seeded generator) keeps its one source instead of a JavaScript copy here.
import { build } from 'esbuild';

/** The named exports of @taxi/contracts, compiled for Node; only the modules they need are bundled. */
export async function importFromContracts(...names) {
  const { outputFiles } = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from '@taxi/contracts';`,
      resolveDir: import.meta.dirname,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
