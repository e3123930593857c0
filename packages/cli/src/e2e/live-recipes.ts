import zlib from 'node:zlib';
import type { RecipeInput } from '@potluck/api';

// What the recipe journeys of the live CLI tests create: a full recipe and a real image.

/** A solid red RGB PNG of the given size, encoded here (signature, IHDR, IDAT, IEND with their CRCs). */
export function redPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [220, 40, 30]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A published recipe with every part `potluck recipes show` renders (scaled amounts, times, nutrition). */
export const HOTCAKES = {
  title: 'Cardamom Buttermilk Hotcakes',
  description: 'Sunday hotcakes with a whisper of cardamom.',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  servings: 4,
  difficulty: 'easy',
  status: 'published',
  tags: ['breakfast', 'weekend'],
  ingredients: [
    { ingredient_name: 'all-purpose flour', amount: 1.5, unit: 'cups' },
    { ingredient_name: 'buttermilk', amount: 0.5, unit: 'cup' },
    { ingredient_name: 'ground cardamom', amount: 0.25, unit: 'tsp' },
    { ingredient_name: 'salt', preparation: 'to taste' },
  ],
  instructions: [
    { instruction: 'Whisk the dry ingredients.' },
    { instruction: 'Stir in the buttermilk.', time_minutes: 2 },
    { instruction: 'Cook on a hot griddle until golden.', time_minutes: 15, temperature: '190°C' },
  ],
  notes: 'Rest the batter for 5 minutes.',
  nutrition_json: {
    servings: 4,
    per_serving: {
      calories: 250,
      protein_g: 8,
      carbohydrates_g: 36,
      fat_g: 7.5,
      fiber_g: 1.2,
      sugar_g: 6,
      sodium_mg: 410,
      cholesterol_mg: 62,
      vitamin_c_mg: 0.4,
      calcium_mg: 120,
      iron_mg: 2.1,
    },
  },
} satisfies RecipeInput;
