interface Write<V> {
  value: V;
  acknowledged: boolean;
}

/**
 * Every write sent, per key, in the order sent, and whether the system acknowledged it. Each key
 * has one writer that waits for an answer before the next write, so after a crash the key holds
 * its last acknowledged value or the value of a write sent after it that was never answered.
 */
export class Ledger<V> {
  private readonly writes = new Map<string, Array<Write<V>>>();

  /** Records a write about to be sent; call the answer once the system acknowledged it. */
  begin(key: string, value: V): () => void {
    const write = { value, acknowledged: false };
    const list = this.writes.get(key) ?? [];
    list.push(write);
    this.writes.set(key, list);
    return () => {
      write.acknowledged = true;
    };
  }

  keys(): string[] {
    return [...this.writes.keys()];
  }

  /**
   * What the key may hold now: from its last acknowledged write on. `mustExist` is false while no
   * write of the key was acknowledged (it may never have been stored).
   */
  possible(key: string): { values: V[]; mustExist: boolean } {
    const list = this.writes.get(key) ?? [];
    let last = -1;
    list.forEach((write, index) => {
      if (write.acknowledged) last = index;
    });
    return {
      values: list.slice(Math.max(last, 0)).map((write) => write.value),
      mustExist: last >= 0,
    };
  }

  /** After a check found the key holding `value`: that is its known state from now on. */
  settle(key: string, value: V): void {
    this.writes.set(key, [{ value, acknowledged: true }]);
  }

  acknowledgedCount(): number {
    let total = 0;
    for (const list of this.writes.values()) total += list.filter((w) => w.acknowledged).length;
    return total;
  }
}
