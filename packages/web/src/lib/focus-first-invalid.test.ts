import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function formWith(fields: number): HTMLFormElement {
  const form = document.createElement('form');
  for (let i = 0; i < fields; i++) form.append(Object.assign(document.createElement('input'), { name: `f${i}` }));
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid', async () => {
    const form = formWith(3);
    form.elements[1]!.setAttribute('aria-invalid', 'true');
    form.elements[2]!.setAttribute('aria-invalid', 'true');
    focusFirstInvalid(form);
    await nextFrame();
    expect(document.activeElement).toBe(form.elements[1]);
  });

  it('still focuses the field when the messages are committed a few frames later', async () => {
    const form = formWith(2);
    focusFirstInvalid(form);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    form.elements[1]!.setAttribute('aria-invalid', 'true');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(form.elements[1]);
  });

  it('gives up quietly when no field is ever marked invalid', async () => {
    const form = formWith(1);
    focusFirstInvalid(form);
    for (let i = 0; i < 20; i++) await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });
});
