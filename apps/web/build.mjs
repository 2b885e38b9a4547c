// `npm run build [-- --outDir <dir>] [--mode <mode>]`: the web app for the browser into <dir>
// (default dist), then its server renderer (docs/decisions/0029) into <dir>-ssr beside it, where the
// server finds it (apps/server/src/plugins/server-render.ts). Two Vite builds of the same config.
import { resolve } from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const outDir = resolve(option('--outDir') ?? 'dist');
const mode = option('--mode') ?? 'production';

await build({ mode, build: { outDir, emptyOutDir: true } });
await build({
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
