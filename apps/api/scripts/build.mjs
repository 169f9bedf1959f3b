// `npm run build`: the API as one JavaScript module, dist/main.js, that Node runs without compiling anything.
// Our workspace packages (TypeScript sources, schema JSON) are inlined; every other package stays in
// node_modules, imported as published (PGlite finds its WebAssembly beside its own files).
import { build } from 'esbuild';

const OWN_PACKAGES = /^@frota\//;

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
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
