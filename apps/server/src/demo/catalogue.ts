import { mandala } from './mandala.ts';
import { argyle, fishScales, heartsAndDots, honeycomb, starQuilt, waves } from './patterns.ts';
import { balloon, castle, cupcake, garden, house, robot, rocket, sailboat, snail } from './scenes-things.ts';
import { butterfly, cat, fish, owl, turtle, whale } from './scenes.ts';
import type { Shape } from './svg.ts';

export interface DemoDrawing {
  title: string;
  prompt: string;
  draw: () => Shape[];
}

/** The demo catalogue: scenes, geometric patterns and procedural mandalas, all drawn in code. */
export const CATALOGUE: DemoDrawing[] = [
  { title: 'Curious Kitten', prompt: 'a curious kitten sitting in the sun with a ball of yarn', draw: cat },
  { title: 'Goldfish Friends', prompt: 'a happy goldfish swimming past seaweed and bubbles', draw: fish },
  { title: 'Wise Old Owl', prompt: 'a wise old owl on a branch under the moon and stars', draw: owl },
  { title: 'Garden Butterfly', prompt: 'a big butterfly flying over a flower meadow', draw: butterfly },
  { title: 'Little Turtle', prompt: 'a little turtle taking a walk in the sunshine', draw: turtle },
  { title: 'Splashy Whale', prompt: 'a friendly whale spouting water in the waves', draw: whale },
  { title: 'Cozy House', prompt: 'a cozy house with a chimney, an apple tree and flowers', draw: house },
  { title: 'Rocket to the Stars', prompt: 'a rocket flying to the stars past a ringed planet', draw: rocket },
  { title: 'Fairy Tale Castle', prompt: 'a castle with two towers, flags and a big gate', draw: castle },
  { title: 'Sailboat Day', prompt: 'a sailboat on the sea on a sunny day', draw: sailboat },
  { title: 'Cherry Cupcake', prompt: 'a cupcake with frosting, sprinkles and a cherry on top', draw: cupcake },
  { title: 'Hot Air Balloon', prompt: 'a striped hot air balloon floating between the clouds', draw: balloon },
  { title: 'Friendly Robot', prompt: 'a friendly robot with buttons and antenna', draw: robot },
  { title: 'Flower Garden', prompt: 'a flower garden with a ladybug and a bee', draw: garden },
  { title: 'Snail and Toadstool', prompt: 'a snail resting beside a spotted toadstool', draw: snail },
  { title: 'Honeycomb Flowers', prompt: 'a honeycomb pattern with little flowers', draw: honeycomb },
  { title: 'Fish Scales', prompt: 'a pattern of overlapping fish scales', draw: fishScales },
  { title: 'Star Quilt', prompt: 'a quilt of squares with eight-point stars', draw: starQuilt },
  { title: 'Hearts and Dots', prompt: 'a pattern of hearts and dots', draw: heartsAndDots },
  { title: 'Rolling Waves', prompt: 'bands of rolling ocean waves', draw: waves },
  { title: 'Argyle Diamonds', prompt: 'an argyle pattern of diamonds', draw: argyle },
  { title: 'Sunrise Mandala', prompt: 'a mandala with petals and leaves', draw: () => mandala(3) },
  { title: 'Ocean Mandala', prompt: 'a mandala with drops and scallops', draw: () => mandala(11) },
  { title: 'Starry Mandala', prompt: 'a mandala with stars and dots', draw: () => mandala(27) },
  { title: 'Blossom Mandala', prompt: 'a flower mandala', draw: () => mandala(42) },
  { title: 'Festival Mandala', prompt: 'a detailed festival mandala', draw: () => mandala(77) },
  { title: 'Garden Mandala', prompt: 'a garden mandala with round petals', draw: () => mandala(2024) },
];
