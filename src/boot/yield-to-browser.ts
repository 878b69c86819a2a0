/**
 * Lets the browser run what waits (input, a paint, a reply) before the boot's next phase, so each
 * phase is a task of its own and none is long on a phone's CPU (issue 31: no task over 50 ms at 4×
 * CPU on the way to the first screen; decision 090). `scheduler.yield()` where the browser has it
 * (the boot keeps its place ahead of other queued tasks), else a MessageChannel message, which is
 * not clamped to 4 ms as nested `setTimeout`s are. Always resolves.
 */
export function yieldToBrowser(win: Window): Promise<void> {
  const scheduler = (win as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
