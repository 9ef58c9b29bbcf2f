/** What the load did in one round. */
export interface LoadStats {
  acknowledged: Record<string, number>;
  /** Answers that were not a success while the system ran: each one fails the test. */
  unexpected: string[];
}

export function emptyStats(): LoadStats {
  return { acknowledged: {}, unexpected: [] };
}

/** One round of load, until the system is killed. */
export interface Round {
  killed: boolean;
  stats: LoadStats;
}

export function acknowledge(round: Round, kind: string): void {
  round.stats.acknowledged[kind] = (round.stats.acknowledged[kind] ?? 0) + 1;
}

export async function expectStatus(response: Response, expected: number, what: string) {
  if (response.status !== expected) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
}
