// Builds the desktop shell into apps/desktop/dist: main.js (ES module, what package.json "main"
// points at) and preload.cjs (a sandboxed preload script must be a single CommonJS file).
// Usage: node apps/desktop/scripts/build.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const common = { bundle: true, platform: 'node', target: 'node22', external: ['electron'], sourcemap: true, logLevel: 'info' };

await build({ ...common, entryPoints: [path.join(root, 'src/main.ts')], outfile: path.join(root, 'dist/main.js'), format: 'esm' });
await build({ ...common, entryPoints: [path.join(root, 'src/preload.ts')], outfile: path.join(root, 'dist/preload.cjs'), format: 'cjs' });
