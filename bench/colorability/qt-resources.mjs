// Reads files out of a Qt resource bundle (.rcc, as rcc writes it: a "qres" header, a tree of
// entries, their names in UTF-16 and their data, each maybe zlib-compressed). GCompris ships its
// pictures this way, and Debian has no tool that unpacks them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIRECTORY = 0x02;
const COMPRESSED = 0x01;
const ZSTD = 0x04;

/** Writes the files of `rccFile` under `prefix` (a path inside the bundle) whose names pass `keep` into `outDir`; returns their paths. */
export function extractQtResources(rccFile, prefix, outDir, keep = () => true) {
  const b = fs.readFileSync(rccFile);
  if (b.toString('latin1', 0, 4) !== 'qres') throw new Error(`${rccFile} is not a Qt resource bundle`);
  const version = b.readUInt32BE(4);
  const [tree, data, names] = [b.readUInt32BE(8), b.readUInt32BE(12), b.readUInt32BE(16)];
  // Entries are 14 bytes, plus an 8-byte modification time from format 2 on.
  const entrySize = version >= 2 ? 22 : 14;
  const nameAt = (offset) => {
    const length = b.readUInt16BE(names + offset);
    return b
      .subarray(names + offset + 6, names + offset + 6 + 2 * length)
      .swap16()
      .toString('utf16le');
  };
  const written = [];
  const walk = (index, dir) => {
    const at = tree + index * entrySize;
    const name = index === 0 ? '' : nameAt(b.readUInt32BE(at));
    const flags = b.readUInt16BE(at + 4);
    const here = name ? `${dir}/${name}` : dir;
    if (flags & DIRECTORY) {
      const count = b.readUInt32BE(at + 6);
      const first = b.readUInt32BE(at + 10);
      for (let c = 0; c < count; c++) walk(first + c, here);
      return;
    }
    if (!here.startsWith(prefix) || !keep(name) || flags & ZSTD) return;
    const offset = data + b.readUInt32BE(at + 10);
    let payload = b.subarray(offset + 4, offset + 4 + b.readUInt32BE(offset));
    // A compressed entry starts with its size unpacked, then zlib's stream.
    if (flags & COMPRESSED) payload = zlib.inflateSync(payload.subarray(4));
    const file = path.join(outDir, name);
    fs.writeFileSync(file, payload);
    written.push(file);
  };
  fs.mkdirSync(outDir, { recursive: true });
  walk(0, '');
  return written;
}
