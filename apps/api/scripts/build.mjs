// `npm run build`: the API as one JavaScript module, dist/main.js, that Node runs without compiling anything.
// Our workspace packages (TypeScript sources, schema JSON) are inlined; every other package stays in
// node_modules, imported as published (PGlite finds its WebAssembly beside its own files).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const OWN_PACKAGES = /^@frota\//;

const { outputFiles } = await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
  plugins: [
    {
      name: 'node-modules-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          OWN_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// Each file replaced whole (written beside, then renamed): a process starting while another build runs (the
// end-to-end server and the reliability suite build side by side in `npm test`) reads the old file or the new one,
// never half of one.
for (const file of outputFiles) {
  await mkdir(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  await writeFile(partial, file.contents);
  await rename(partial, file.path);
}
