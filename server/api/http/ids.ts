const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a row id; anything else names no row, and must not reach a uuid column. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
