/**
 * Resolves in a task of its own: what comes after an `await nextTask()` does not lengthen the task that
 * is running (issue 28, ADR 0021: total blocking time counts each task's length over 50 ms). A message,
 * not a timer: a background tab slows timers to one a second, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
