import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_DEFAULT_MS,
  TOAST_DURATION_ERROR_MS,
  TOAST_DURATION_MS,
  TOAST_DURATION_SUCCESS_MS,
} from './toast.constants';
import type { ToastApi } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

describe('toast durations', () => {
  it('follow the spec: 4 s by default, 3 s for success, 5 s for errors', () => {
    expect(TOAST_DURATION_DEFAULT_MS).toBe(4000);
    expect(TOAST_DURATION_SUCCESS_MS).toBe(3000);
    expect(TOAST_DURATION_ERROR_MS).toBe(5000);
    expect(TOAST_DURATION_MS).toEqual({ default: 4000, success: 3000, error: 5000 });
  });
});

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(node: ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(node));
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.useRealTimers();
});

describe('useToast', () => {
  it('throws outside a ToastProvider, naming the fix', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => mount(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });

  it('closes a success toast after 3 s but keeps an error toast until 5 s', async () => {
    vi.useFakeTimers();
    let api: ToastApi | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    mount(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      api!.toast({ variant: 'success', title: 'Saved' });
      api!.toast({ variant: 'error', title: 'Failed' });
    });
    expect(document.body.textContent).toContain('Saved');
    expect(document.body.textContent).toContain('Failed');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_SUCCESS_MS + 500));
    expect(document.body.textContent).not.toContain('Saved');
    expect(document.body.textContent).toContain('Failed');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_ERROR_MS - TOAST_DURATION_SUCCESS_MS));
    expect(document.body.textContent).not.toContain('Failed');
  });
});
