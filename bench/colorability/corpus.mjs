// The colorability corpus: real line art (Tux Paint's coloring starters, GPL) and real photos
// (scikit-image's sample data), fetched from Debian's packages at run time into bench/.cache, so
// nothing of theirs is committed here. The uploads corpus (uploads-corpus.mjs) adds phone
// snapshots of printed pages and photos with a subject in front of a background.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PACKAGES = ['tuxpaint-data', 'python3-skimage'];
const STARTERS = 'usr/share/tuxpaint/starters';
const SKIMAGE = 'usr/lib/python3/dist-packages/skimage/data';

/** Line-art pages: black outlines with narrow strips, sharp corners and small details. */
export const LINE_ART = [
  'car2.svg',
  'manatee.svg',
  'bald_eagle.svg',
  'desert_tortoise.svg',
  'woodpecker.svg',
  'skull.svg',
  'old_soviet_car.svg',
  'nagasaki.svg',
];
/** Photos a user might upload. */
export const PHOTOS = ['astronaut.png', 'coffee.png', 'chelsea.png', 'motorcycle_left.png', 'rocket.jpg'];

/** Downloads and unpacks the packages once; returns the folder they were unpacked into. */
export function ensureCorpus(cacheDir) {
  const root = path.join(cacheDir, 'corpus');
  if (fs.existsSync(path.join(root, STARTERS)) && fs.existsSync(path.join(root, SKIMAGE))) return root;
  fs.mkdirSync(root, { recursive: true });
  const debs = path.join(cacheDir, 'debs');
  fs.mkdirSync(debs, { recursive: true });
  try {
    execFileSync('apt-get', ['download', ...PACKAGES], { cwd: debs, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`Could not download ${PACKAGES.join(' and ')} with apt-get (run 'apt-get update' first?): ${error.message}`);
  }
  for (const deb of fs.readdirSync(debs).filter((f) => f.endsWith('.deb'))) execFileSync('dpkg-deb', ['-x', path.join(debs, deb), root]);
  return root;
}

/** Every page of the corpus: name, kind and file. */
export function corpusPages(root) {
  return [
    ...LINE_ART.map((f) => ({ name: f.replace(/\.\w+$/, ''), kind: 'line-art', file: path.join(root, STARTERS, f) })),
    ...PHOTOS.map((f) => ({ name: f.replace(/\.\w+$/, ''), kind: 'photo', file: path.join(root, SKIMAGE, f) })),
  ];
}
