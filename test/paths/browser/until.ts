/**
 * Retries an expectation until it holds or `timeoutMs` runs out, as Playwright's own assertions
 * do: the real page draws a change a frame or a round trip after the step that caused it.
 */
export async function until(assertion: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
