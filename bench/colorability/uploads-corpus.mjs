// The uploads corpus: what people upload to turn into a coloring page, made by the benchmark from
// pictures in Debian's packages (fetched at run time into bench/.cache; nothing of theirs is
// committed here).
// - Snapshots: a starter page printed and photographed with a phone (snapshot.ts makes them).
//   Tux Paint's starters (tuxpaint-data, GPL-2+): the colorability pages and eight more, picked
//   to be hard as well as easy (dense detail, thin or grey lines, colour, a scene).
// - Composites: a photographic Tux Paint stamp (tuxpaint-stamps-default, GPL-2, cut out with an
//   alpha channel, which is the subject's mask) over a background photo, blurred (a phone's
//   portrait mode) or sharp (a busy background). Backgrounds: OpenCV's sample photos (opencv-doc,
//   Apache-2.0 AND BSD-3-Clause per Debian's copyright file) and scikit-image's CC0 textures
//   (python3-skimage: grass, gravel, brick).
// - Photos as they are, with no mask: OpenCV's samples and scikit-image's (astronaut: NASA, public
//   domain; coffee, chelsea: CC0; motorcycle: Middlebury stereo set; rocket: NASA, public domain)
//   and matplotlib's (python-matplotlib-data: Grace Hopper, a US Navy studio portrait, public
//   domain).
// - Farm animals as families photograph them (gcompris-qt-data: GCompris's "explore farm animals"
//   photos, from Wikimedia Commons, each credited with its licence in Debian's copyright file,
//   public domain or Creative Commons): a cat on a rug, hens and a pig on grass, a cow before its
//   herd, a duck by dark water, horses under a sky, an owl on a branch, a dog, a sheep.
// - Drawings coloured in (gcompris-qt-data: the cartoons of GCompris's vocabulary activity,
//   GPL-3+): airbrushed colour, dark brush outlines, hatching, black patches. Ten of its 116; the
//   rest are kept out, to judge the product on drawings it was not tuned for.
// - Subjects: every SUBJECT_EVERY-th stamp of tuxpaint-stamps-default (photos and clip art, none
//   chosen by hand and none of the composites' own) over a GCompris monument photo blurred as a
//   phone's portrait mode blurs (gcompris-qt-data: "explore monuments", Wikimedia Commons, each
//   credited in Debian's copyright file), or, every third, over a sharp texture. Only the subject
//   search is measured on them: how much its mask overlaps the stamp's (subjects.ts). A sharp
//   monument would be a subject of its own, so those backgrounds are always blurred.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LINE_ART, PHOTOS } from './corpus.mjs';
import { extractQtResources } from './qt-resources.mjs';

const STARTERS = 'usr/share/tuxpaint/starters';
const STAMPS = 'usr/share/tuxpaint/stamps';
const OPENCV = 'usr/share/doc/opencv-doc/examples/data';
const SKIMAGE = 'usr/lib/python3/dist-packages/skimage/data';
const MATPLOTLIB = 'usr/share/matplotlib/mpl-data/sample_data';
// GCompris keeps its pictures in Qt resource bundles: the farm animals' bundle, and where in it
// the photos are; they are unpacked into FARM.
const FARM_BUNDLE = 'usr/share/gcompris-qt/rcc/explore_farm_animals.rcc';
const FARM_IN_BUNDLE = '/gcompris/src/activities/explore_farm_animals/resource/animals';
const FARM = 'gcompris-farm-animals';
const LANG_BUNDLE = 'usr/share/gcompris-qt/rcc/lang.rcc';
const LANG = 'gcompris-drawings';
const MONUMENTS_BUNDLE = 'usr/share/gcompris-qt/rcc/explore_monuments.rcc';
const MONUMENTS = 'gcompris-monuments';
const WHERE = { opencv: OPENCV, skimage: SKIMAGE, mpl: MATPLOTLIB, farm: FARM };
const SUBJECT_EVERY = 8;
// The stamps picked for the subjects group, written when the package is unpacked.
const SUBJECT_LIST = 'subject-stamps.json';
const TEXTURES = ['grass.png', 'gravel.png', 'brick.png'];
/** Coloured drawings: animals, people, food; a black-and-white animal (the panda), a scene of four. */
const DRAWINGS = ['bear', 'cow', 'duck', 'fox', 'frog', 'panda', 'snail', 'strawberry', 'turkey', 'family'];

/** Starters photographed as printed pages, beyond the colorability pages. */
const MORE_STARTERS = [
  'gecko.svg', // dense scales and plants
  'stained_glass.svg', // many small closed areas
  'chicken.png', // thin grey lines
  'frog.png',
  'tux_farmer.png', // colour, small parts, a scene behind
  'street.png', // a busy scene with hatching
  'pansy.png', // grey fills
  'jetplane.png',
];

/** Subject (a stamp), background, and whether the background is blurred (sigma) or left sharp. */
const COMPOSITES = [
  // pets and animals
  { name: 'dog-street-blurred', stamp: 'animals/mammals/dogs/dog.png', background: 'opencv:leuvenA.jpg', blur: 8 },
  { name: 'rabbit-grass-busy', stamp: 'animals/mammals/rabbit_little.png', background: 'skimage:grass.png', blur: 0 },
  { name: 'pig-building-blurred', stamp: 'animals/mammals/pig_golden2.png', background: 'opencv:building.jpg', blur: 7, dx: -0.12 },
  { name: 'otter-gravel-busy', stamp: 'animals/mammals/aquatic/otter.png', background: 'skimage:gravel.png', blur: 0, dx: 0.1 },
  // people
  { name: 'fireman-building-blurred', stamp: 'people/fireman240a.png', background: 'opencv:building.jpg', blur: 9, portrait: true },
  { name: 'fireman-street-busy', stamp: 'people/fireman200b.png', background: 'opencv:leuvenA.jpg', blur: 0, portrait: true, dx: 0.15 },
  // vehicles
  { name: 'firetruck-home-blurred', stamp: 'vehicles/emergency/firetruck.png', background: 'opencv:home.jpg', blur: 6 },
  { name: 'bus-street-busy', stamp: 'vehicles/masstransit/green_korean_bus.png', background: 'opencv:leuvenA.jpg', blur: 0, dy: 0.12 },
  { name: 'racecar-city-blurred', stamp: 'vehicles/race/indycar.png', background: 'opencv:aero3.jpg', blur: 10, dy: 0.15 },
  // buildings and monuments
  { name: 'inukshuk-city-blurred', stamp: 'town/monuments/inukshuk-photo.png', background: 'opencv:aero1.jpg', blur: 8, portrait: true },
  // food
  { name: 'strawberry-desk-blurred', stamp: 'food/fruit/Strawberry2.png', background: 'opencv:stuff.jpg', blur: 7, dx: 0.14 },
  { name: 'orange-brick-busy', stamp: 'food/fruit/orange_seville.png', background: 'skimage:brick.png', blur: 0 },
];

/** Photos uploaded as they are (no mask): people, pets, food, a scene, a close-up. */
const REAL_PHOTOS = [
  'opencv:messi5.jpg',
  'opencv:squirrel_cls.jpg',
  'opencv:butterfly.jpg',
  'opencv:fruits.jpg',
  'opencv:apple.jpg',
  'opencv:baboon.jpg',
  'opencv:building.jpg',
  'opencv:leuvenA.jpg',
  ...PHOTOS.map((f) => `skimage:${f}`),
  // A bust running off the bottom edge, a plain navy uniform before a blue backdrop.
  'mpl:grace_hopper.jpg',
  ...['cat', 'chicken', 'cow', 'dog', 'duck', 'horse', 'owl', 'pig', 'sheep'].map((a) => `farm:${a}.webp`),
];

const PACKAGES = {
  'tuxpaint-data': [STARTERS],
  'tuxpaint-stamps-default': [...new Set(COMPOSITES.map((c) => path.join(STAMPS, c.stamp)))],
  'opencv-doc': [OPENCV],
  'python3-skimage': [SKIMAGE],
  'python-matplotlib-data': [path.join(MATPLOTLIB, 'grace_hopper.jpg')],
  'gcompris-qt-data': [FARM_BUNDLE, LANG_BUNDLE, MONUMENTS_BUNDLE],
};

/** Every SUBJECT_EVERY-th stamp picture in the package (sorted), leaving out the composites' own. */
function subjectStamps(deb) {
  const listing = execFileSync('sh', ['-c', 'dpkg-deb --fsys-tarfile "$0" | tar -t', deb], { maxBuffer: 16 * 1024 * 1024 });
  const own = new Set(COMPOSITES.map((c) => `./${path.join(STAMPS, c.stamp)}`));
  const stamps = listing
    .toString()
    .split('\n')
    .filter((f) => f.startsWith(`./${STAMPS}/`) && f.endsWith('.png') && !own.has(f))
    .sort();
  return stamps.filter((_, i) => i % SUBJECT_EVERY === 0).map((f) => f.slice(2));
}

/** Downloads the packages once and unpacks only what the corpus uses; returns that folder. */
export function ensureUploadsCorpus(cacheDir) {
  const root = path.join(cacheDir, 'uploads-corpus');
  // The marker holds what was unpacked: a corpus that grew is fetched again.
  const done = path.join(root, '.complete');
  const contents = JSON.stringify({ PACKAGES, SUBJECT_EVERY });
  if (fs.existsSync(done) && fs.readFileSync(done, 'utf8') === contents) return root;
  const debs = path.join(cacheDir, 'debs-uploads');
  fs.mkdirSync(debs, { recursive: true });
  fs.mkdirSync(root, { recursive: true });
  for (const [pkg, paths] of Object.entries(PACKAGES)) {
    try {
      execFileSync('apt-get', ['download', pkg], { cwd: debs, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`Could not download ${pkg} with apt-get (run 'apt-get update' first?): ${error.message}`);
    }
    const deb = path.join(
      debs,
      fs.readdirSync(debs).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb')),
    );
    const subjects = pkg === 'tuxpaint-stamps-default' ? subjectStamps(deb) : [];
    if (subjects.length) fs.writeFileSync(path.join(root, SUBJECT_LIST), JSON.stringify(subjects));
    // The stamps package is 160 MB: only the files used are unpacked, and the .deb is not kept.
    execFileSync('sh', [
      '-c',
      `dpkg-deb --fsys-tarfile "$0" | tar -x -C "$1" ${[...paths, ...subjects].map((p) => `'./${p}'`).join(' ')}`,
      deb,
      root,
    ]);
    fs.rmSync(deb);
  }
  const bundle = path.join(root, FARM_BUNDLE);
  extractQtResources(bundle, FARM_IN_BUNDLE, path.join(root, FARM), (name) => name.endsWith('.webp'));
  fs.rmSync(bundle);
  const words = new Set(DRAWINGS.map((d) => `${d}.webp`));
  extractQtResources(path.join(root, LANG_BUNDLE), '', path.join(root, LANG), (name) => words.has(path.basename(name)));
  fs.rmSync(path.join(root, LANG_BUNDLE));
  extractQtResources(path.join(root, MONUMENTS_BUNDLE), '', path.join(root, MONUMENTS), (name) => name.endsWith('.webp'));
  fs.rmSync(path.join(root, MONUMENTS_BUNDLE));
  fs.writeFileSync(done, contents);
  return root;
}

const resolve = (root, ref) => {
  const [where, file] = ref.split(':');
  return path.join(root, WHERE[where], file);
};
const base = (file) => path.basename(file).replace(/\.\w+$/, '');

/** Every upload of the corpus, by group: snapshots, composites (with a mask), photos and coloured drawings. */
export function uploadPictures(root) {
  const starters = [...LINE_ART, ...MORE_STARTERS];
  const snapshots = starters.map((f, i) => ({
    name: `snap-${base(f)}`,
    group: 'snapshots',
    file: path.join(root, STARTERS, f),
    seed: 1000 + i,
    // Most at 1200x1600, every fourth at 2250x3000; the sheet fills every third frame, the table
    // shows around it in the others.
    size: i % 4 === 3 ? [2250, 3000] : [1200, 1600],
    variant: i % 3 === 2 ? 'filled' : 'table',
  }));
  // Every starter again, photographed another way (other seeds, so other tilts, lamps and
  // tables): half with a hard-edged shadow across the sheet, half taken sideways (turned a
  // quarter either way). Both kinds on tables and filling the frame, small and large.
  const harder = starters.map((f, i) => ({
    name: `snap-${base(f)}-${i % 2 ? 'sideways' : 'shadow'}`,
    group: 'snapshots',
    file: path.join(root, STARTERS, f),
    seed: 3000 + i,
    size: i % 8 === 2 || i % 8 === 3 ? [2250, 3000] : [1200, 1600],
    variant: i % 3 === 1 ? 'filled' : 'table',
    ...(i % 2 ? { turn: i % 4 === 1 ? 90 : 270 } : { shadow: true }),
  }));
  const composites = COMPOSITES.map((c, i) => ({
    ...c,
    group: 'photos',
    kind: c.blur ? 'blurred' : 'busy',
    stamp: path.join(root, STAMPS, c.stamp),
    background: resolve(root, c.background),
    seed: 2000 + i,
  }));
  const photos = REAL_PHOTOS.map((ref) => ({
    name: `${ref.startsWith('farm:') ? 'farm-' : ''}${base(ref.split(':')[1])}`,
    group: 'photos',
    kind: 'photo',
    file: resolve(root, ref),
  }));
  const drawings = DRAWINGS.map((d) => ({
    name: `drawn-${d}`,
    group: 'drawings',
    kind: 'coloured',
    file: path.join(root, LANG, `${d}.webp`),
  }));
  return [...snapshots, ...harder, ...composites, ...photos, ...drawings, ...subjectPictures(root)];
}

/**
 * The subjects group: each picked stamp over a blurred monument (a different one each time,
 * blurred 6-10 px), every third over a sharp texture instead; a third of them portrait, most
 * a little off-centre.
 */
function subjectPictures(root) {
  const list = path.join(root, SUBJECT_LIST);
  if (!fs.existsSync(list)) return [];
  const monuments = fs
    .readdirSync(path.join(root, MONUMENTS), { recursive: true })
    .filter((f) => f.endsWith('.webp'))
    .sort();
  return JSON.parse(fs.readFileSync(list, 'utf8')).map((stamp, i) => {
    const busy = i % 3 === 2;
    return {
      name: `subject-${base(stamp)}-${i}`,
      group: 'subjects',
      kind: busy ? 'busy' : 'blurred',
      stamp: path.join(root, stamp),
      background: busy
        ? path.join(root, SKIMAGE, TEXTURES[Math.floor(i / 3) % TEXTURES.length])
        : path.join(root, MONUMENTS, monuments[i % monuments.length]),
      blur: busy ? 0 : 6 + (i % 5),
      portrait: i % 3 === 1,
      dx: ((i % 5) - 2) * 0.05,
      dy: ((i % 3) - 1) * 0.05,
      seed: 5000 + i,
    };
  });
}
