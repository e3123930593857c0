// Setup file of the visual project: after each story test has rendered and played, screenshot
// the page and compare it with the story's baseline.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { FONT_FACES } from '../src/tokens/fonts';

interface StoryContext {
  story?: { id: string };
}

beforeAll(() => {
  // Freeze everything that moves or blinks so two runs produce identical pixels.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
});

async function settle(): Promise<void> {
  await Promise.all(FONT_FACES.map((face) => document.fonts.load(face)));
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images).map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
  );
  // Two frames: layout and paint after the last state change of the play function.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || context.task.result?.state === 'fail') return;
  await settle();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
