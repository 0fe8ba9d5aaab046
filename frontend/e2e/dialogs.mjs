// Browser dialogs (alert, confirm, prompt) for tests: every one is recorded and accepted;
// a prompt is answered with the next queued answer.

/** Starts answering `page`'s dialogs; returns what was shown and a queue of prompt answers. */
export function answerDialogs(page) {
  const shown = [];
  const promptAnswers = [];
  page.on('dialog', async (dialog) => {
    shown.push({ type: dialog.type(), message: dialog.message() });
    if (dialog.type() === 'prompt') await dialog.accept(promptAnswers.shift() ?? '');
    else await dialog.accept();
  });

  /** Waits until a dialog with exactly `message` has been shown `count` times in all. */
  async function waitForDialog(message, { count = 1, timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const seen = shown.filter((dialog) => dialog.message === message).length;
      if (seen >= count) return;
      if (Date.now() > deadline) {
        const messages = shown.map((dialog) => `${dialog.type}: ${dialog.message}`).join('\n  ');
        throw new Error(`No dialog "${message}" (#${count}) within ${timeout} ms; shown:\n  ${messages}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { shown, promptAnswers, waitForDialog };
}
