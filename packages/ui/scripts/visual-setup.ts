// Setup file of the visual project: after each story test has rendered and played, screenshot
// the page and compare it with the story's baseline.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { FONT_FACES } from '../src/tokens/fonts';

interface StoryContext {
  story?: { id: string; globals?: { theme?: string } };
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

const FRAME_TEST_ID = 'visual-viewport-frame';

/**
 * A transparent, fixed box over exactly the viewport. Screenshotting it captures the visible
 * page, whatever the story's body size, including fixed overlays such as dialogs and toasts.
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.testid = FRAME_TEST_ID;
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;background:transparent;z-index:2147483647';
  document.body.append(frame);
  return frame;
}

/**
 * Toasts dismiss themselves on a timer (3–5 s). On a busy machine that timer can fire between the
 * matcher's two captures, so their pixels are never stable; their behaviour is asserted by the toast
 * stories' play functions instead.
 */
const TIMED_STORIES = /^primitives-toast--/;

afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || context.task.result?.state === 'fail' || TIMED_STORIES.test(story.id)) return;
  await settle();
  const frame = viewportFrame();
  try {
    // The dark project captures the same stories again; keep both baselines side by side.
    const name = story.globals?.theme === 'dark' ? `${story.id}--dark` : story.id;
    // Located by test id, not by element: an element locator is a positional CSS path, which
    // points elsewhere as soon as a portal (toast, menu) adds or removes a body child.
    await expect.element(page.getByTestId(FRAME_TEST_ID)).toMatchScreenshot(name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      // Generous: on a busy machine two full-viewport captures can take seconds.
      timeout: 30_000,
    });
  } finally {
    frame.remove();
  }
});
