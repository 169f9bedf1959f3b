import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The React runtime in one chunk every route shares; everything else is split by the routes that use it
        // (a group for Headless UI would make every dialog load the listbox and combobox code too).
        codeSplitting: {
          groups: [
            // Only for bench/bundle-sizes.ts: the component library in a chunk of its own, to weigh it.
            ...(process.env.BENCH_SPLIT_UI
              ? [{ name: 'frota-ui', test: /packages[\\/]ui[\\/]src[\\/]/, priority: 3 }]
              : []),
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
