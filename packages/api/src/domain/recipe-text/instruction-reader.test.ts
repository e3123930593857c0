import { describe, expect, it } from 'vitest';
import { readTemperature, toInstruction } from './instruction-reader';

describe('readTemperature', () => {
  it.each([
    ['Preheat the oven to 350°F.', '350°F'],
    ['Heat oven to 180 °C (160°C fan).', '180°C'],
    ['Bake at 375 degrees F', '375°F'],
    ['Roast at 200 degrees Celsius', '200°C'],
    ['Heat to 400F', '400°F'],
    ['Bake at 350° until set', '350°'],
    ['Heat the oven to gas mark 4', 'Gas mark 4'],
  ])('reads %s', (text, temperature) => {
    expect(readTemperature(text)).toBe(temperature);
  });

  it('returns null without a temperature', () => {
    expect(readTemperature('Add 2 cups flour and 3 eggs.')).toBeNull();
  });
});

describe('toInstruction', () => {
  it('numbers from 1 and sets the time only when the step names one duration', () => {
    expect(toInstruction('Bake for 25 minutes at 350°F.', 0)).toEqual({
      step_number: 1,
      instruction: 'Bake for 25 minutes at 350°F.',
      time_minutes: 25,
      temperature: '350°F',
      notes: null,
    });
    expect(toInstruction('Cook 5 minutes, then 10 minutes more.', 2)).toMatchObject({
      step_number: 3,
      time_minutes: null,
    });
  });
});
