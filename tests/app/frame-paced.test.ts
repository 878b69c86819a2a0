/**
 * The frame pacing of a streamed view (src/app/frame-paced.ts, decision 071): many changes before a
 * frame give one render in that frame; a hidden page, which gets no frames, is rendered by a timer
 * instead; a view that unsubscribes is not rendered again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameNotifier } from '../../src/app/frame-paced';

let frames: (() => void)[] = [];
let visibility: 'visible' | 'hidden' = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  visibility = 'visible';
  vi.stubGlobal('requestAnimationFrame', (fire: () => void) => frames.push(fire));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const nextFrame = () => frames.splice(0).forEach((fire) => fire());

describe('frame pacing', () => {
  it('renders the changes made before a frame once, in that frame, and later ones in the next', () => {
    const onChange = vi.fn();
    const paced = frameNotifier(onChange);
    paced.notify();
    paced.notify();
    paced.notify();
    expect(onChange).not.toHaveBeenCalled();
    nextFrame();
    expect(onChange).toHaveBeenCalledTimes(1);
    paced.notify();
    nextFrame();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('renders a hidden page by a timer, as it gets no frames', () => {
    visibility = 'hidden';
    const onChange = vi.fn();
    frameNotifier(onChange).notify();
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not render a view that stopped listening', () => {
    const onChange = vi.fn();
    const paced = frameNotifier(onChange);
    paced.notify();
    paced.cancel();
    nextFrame();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
