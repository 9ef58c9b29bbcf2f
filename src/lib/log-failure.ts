/**
 * Leaves a failed call's own message and its cause in the browser console, for whoever looks into
 * it; the person using the page gets the toast.
 */
export function logFailure(message: string, cause?: unknown): void {
  console.error(message, cause);
}
