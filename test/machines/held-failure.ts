/**
 * A call that fails only when the test says: its request stays out until then, so that the test
 * can send the machine events while it waits.
 */
export function heldFailure<Answer>() {
  let fail: (error: Error) => void = () => undefined;
  const failure = new Promise<Answer>((_, reject) => {
    fail = reject;
  });
  return { call: () => failure, fail: () => fail(new Error('500')) };
}
