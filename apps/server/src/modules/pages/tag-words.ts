import { PAGE_CATEGORIES, PAGE_TAGS, type PageCategory } from '@crayonbox/contract';

/**
 * The words a new page is tagged with, from its title and prompt: each known word gives its tags
 * (itself and the everyday word a child would search for: "kitten" also tags "cat") and its
 * category. An explicit list, not a model: predictable, testable, free, and the owner or an admin
 * corrects it with PATCH /pages/{id}/tags.
 */
type Entry = readonly [PageCategory, ...string[]];

// prettier-ignore
const WORDS: Record<string, Entry> = {
  // animals
  cat: ['animals'], kitten: ['animals', 'cat'], kitty: ['animals', 'cat'],
  dog: ['animals'], puppy: ['animals', 'dog'], pup: ['animals', 'dog'],
  horse: ['animals'], pony: ['animals', 'horse'], foal: ['animals', 'horse'],
  rabbit: ['animals'], bunny: ['animals', 'rabbit'], hamster: ['animals', 'pet'], mouse: ['animals'],
  bird: ['animals'], owl: ['animals', 'bird'], parrot: ['animals', 'bird'], eagle: ['animals', 'bird'],
  duck: ['animals', 'bird'], duckling: ['animals', 'duck', 'bird'], chick: ['animals', 'bird'],
  chicken: ['animals', 'bird', 'farm'], hen: ['animals', 'chicken', 'bird', 'farm'], rooster: ['animals', 'chicken', 'bird', 'farm'],
  penguin: ['animals', 'bird'], flamingo: ['animals', 'bird'], peacock: ['animals', 'bird'], swan: ['animals', 'bird'],
  woodpecker: ['animals', 'bird'], hummingbird: ['animals', 'bird'], robin: ['animals', 'bird'],
  fish: ['animals'], goldfish: ['animals', 'fish'], clownfish: ['animals', 'fish'], shark: ['animals', 'fish', 'sea'],
  whale: ['animals', 'sea'], dolphin: ['animals', 'sea'], octopus: ['animals', 'sea'], crab: ['animals', 'sea'],
  jellyfish: ['animals', 'sea'], starfish: ['animals', 'sea'], seahorse: ['animals', 'sea'], seal: ['animals', 'sea'],
  turtle: ['animals'], tortoise: ['animals', 'turtle'], frog: ['animals'], toad: ['animals', 'frog'],
  snake: ['animals'], lizard: ['animals'], snail: ['animals'],
  butterfly: ['animals', 'insect', 'bug'], ladybug: ['animals', 'insect', 'bug'], bee: ['animals', 'insect', 'bug'],
  ant: ['animals', 'insect', 'bug'], caterpillar: ['animals', 'insect', 'bug'], dragonfly: ['animals', 'insect', 'bug'],
  lion: ['animals', 'cat'], tiger: ['animals', 'cat'], cheetah: ['animals', 'cat'], leopard: ['animals', 'cat'],
  elephant: ['animals'], giraffe: ['animals'], zebra: ['animals'], monkey: ['animals'], gorilla: ['animals', 'monkey'],
  panda: ['animals', 'bear'], bear: ['animals'], koala: ['animals'], kangaroo: ['animals'], fox: ['animals'],
  wolf: ['animals', 'dog'], deer: ['animals'], reindeer: ['animals', 'deer'], squirrel: ['animals'], hedgehog: ['animals'],
  cow: ['animals', 'farm'], pig: ['animals', 'farm'], piglet: ['animals', 'pig', 'farm'], sheep: ['animals', 'farm'],
  lamb: ['animals', 'sheep', 'farm'], goat: ['animals', 'farm'], donkey: ['animals', 'farm'],
  dinosaur: ['animals', 'dinosaur'], dino: ['animals', 'dinosaur'], trex: ['animals', 'dinosaur'], triceratops: ['animals', 'dinosaur'],
  // fantasy
  dragon: ['fantasy'], unicorn: ['fantasy', 'horse'], fairy: ['fantasy'], princess: ['fantasy'], prince: ['fantasy'],
  castle: ['fantasy'], knight: ['fantasy'], wizard: ['fantasy', 'magic'], witch: ['fantasy', 'magic'], magic: ['fantasy'],
  mermaid: ['fantasy', 'sea'], monster: ['fantasy'], robot: ['fantasy'], pirate: ['fantasy'], superhero: ['fantasy', 'hero'],
  // space
  rocket: ['space'], planet: ['space'], astronaut: ['space'], alien: ['space'], moon: ['space'], star: ['space'],
  stars: ['space', 'star'], spaceship: ['space', 'rocket'], galaxy: ['space'],
  // vehicles
  car: ['vehicles'], truck: ['vehicles'], bus: ['vehicles'], train: ['vehicles'], tractor: ['vehicles', 'farm'],
  boat: ['vehicles'], sailboat: ['vehicles', 'boat'], ship: ['vehicles', 'boat'], plane: ['vehicles'], airplane: ['vehicles', 'plane'],
  helicopter: ['vehicles'], bicycle: ['vehicles', 'bike'], bike: ['vehicles'], motorcycle: ['vehicles'],
  balloon: ['vehicles'], firetruck: ['vehicles', 'truck'], digger: ['vehicles', 'truck'],
  // food
  cupcake: ['food', 'cake'], cake: ['food'], cookie: ['food'], cookies: ['food', 'cookie'], pizza: ['food'],
  icecream: ['food', 'ice cream'], donut: ['food'], candy: ['food', 'sweets'], fruit: ['food'], apple: ['food', 'fruit'],
  banana: ['food', 'fruit'], strawberry: ['food', 'fruit'], cherry: ['food', 'fruit'], pear: ['food', 'fruit'],
  // people
  girl: ['people'], boy: ['people'], baby: ['people'], family: ['people'], kid: ['people'], child: ['people'],
  children: ['people', 'kid'], friends: ['people'], ballerina: ['people', 'dance'], doctor: ['people'], teacher: ['people'],
  // places
  house: ['places', 'home'], home: ['places'], school: ['places'], city: ['places'], town: ['places'], farm: ['places'],
  beach: ['places', 'sea'], playground: ['places'], village: ['places'], chimney: ['places', 'house'], kitchen: ['places', 'home'],
  // patterns
  mandala: ['patterns'], pattern: ['patterns'], patterns: ['patterns', 'pattern'], quilt: ['patterns'],
  argyle: ['patterns', 'pattern'], honeycomb: ['patterns', 'pattern'], geometric: ['patterns', 'pattern'],
  scales: ['patterns', 'pattern'], dots: ['patterns', 'pattern'], stripes: ['patterns', 'pattern'], zigzag: ['patterns', 'pattern'],
  // holidays
  christmas: ['holidays'], santa: ['holidays', 'christmas'], halloween: ['holidays'], pumpkin: ['holidays', 'halloween'],
  easter: ['holidays'], birthday: ['holidays', 'party'], valentine: ['holidays', 'heart'], snowman: ['holidays', 'winter'],
  // nature
  flower: ['nature'], flowers: ['nature', 'flower'], rose: ['nature', 'flower'], tulip: ['nature', 'flower'], sunflower: ['nature', 'flower'],
  blossom: ['nature', 'flower'], garden: ['nature'], tree: ['nature'], forest: ['nature', 'tree'], leaf: ['nature'], leaves: ['nature', 'leaf'],
  mushroom: ['nature'], toadstool: ['nature', 'mushroom'], rainbow: ['nature'], sun: ['nature'], sunshine: ['nature', 'sun'],
  cloud: ['nature'], clouds: ['nature', 'cloud'], rain: ['nature'], snow: ['nature', 'winter'], mountain: ['nature'],
  ocean: ['nature', 'sea'], sea: ['nature'], waves: ['nature', 'sea'], river: ['nature'], meadow: ['nature', 'flower'],
};

/** When a page's words name several categories, the earlier one here wins (a mandala of flowers is a pattern). */
const PRIORITY: readonly PageCategory[] = [
  'patterns',
  'holidays',
  'fantasy',
  'space',
  'vehicles',
  'animals',
  'places',
  'food',
  'people',
  'nature',
];

/** "kittens" → "kitten", "ponies" → "pony", "foxes" → "fox": enough English plural for the list above. */
function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

function lookUp(text: string): { word: string; entry: Entry }[] {
  const found: { word: string; entry: Entry }[] = [];
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (const word of singulars(raw)) {
      const entry = WORDS[word];
      if (entry) {
        found.push({ word, entry });
        break;
      }
    }
  }
  return found;
}

const pick = (found: { entry: Entry }[]): PageCategory | null =>
  PRIORITY.find((category) => found.some(({ entry }) => entry[0] === category)) ?? null;

/** Tags and category of a new page: the title decides the category when it names one, else the prompt. */
export function suggestTags(title: string, prompt: string | null): { category: PageCategory | null; tags: string[] } {
  const inTitle = lookUp(title);
  const inPrompt = lookUp(prompt ?? '');
  const tags = new Set<string>();
  for (const { word, entry } of [...inTitle, ...inPrompt]) {
    tags.add(word);
    for (const tag of entry.slice(1)) tags.add(tag);
  }
  return { category: pick(inTitle) ?? pick(inPrompt), tags: [...tags].slice(0, PAGE_TAGS.max) };
}

// Every entry names a category the contract knows (a typo here would be a silent miss).
for (const [word, [category]] of Object.entries(WORDS)) {
  if (!PAGE_CATEGORIES.includes(category)) throw new Error(`tag-words: ${word} has an unknown category ${category}`);
}
