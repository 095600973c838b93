import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { deriveKey } from './crypto.ts';

/**
 * The key that encrypts secrets at rest: APP_KEY when set; in the embedded mode a key is
 * generated once and kept at DATA_DIR/app.key (mode 600) so restarts can still decrypt.
 */
export function loadAppKey(appKey: string | undefined, dataDir: string): Buffer {
  if (appKey) return deriveKey(appKey);
  const file = path.join(dataDir, 'app.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return deriveKey(fs.readFileSync(file, 'utf8').trim());
}
