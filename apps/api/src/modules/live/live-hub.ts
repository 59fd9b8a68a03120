import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

// Live updates (issue 26 item 1, ADR 0022). The database announces every committed change of a
// movement on one NOTIFY channel (triggers in the live_changes migration: `<customer>:<movement>`, 0 for
// a company-wide change such as an inspection fix); every API process LISTENs, gathers what arrived in
// a short window per company, and writes one message of movement ids to each open stream that may see
// them — scoped exactly as the REST reads (movement-scope.ts): the company all of its own, a generator
// only the movements carrying one of its consignments. Only ids travel; the browser reads again.

export const LIVE_CHANNEL = 'trazo_movement_changes';
/** How long changes are gathered before they are sent: an ERP batch becomes a few messages, not 500. */
export const FLUSH_MS = 150;
/** A stream that has not taken this much yet is too slow: it is closed (its browser reconnects and reads). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LiveStreamTarget {
  customerId: number;
  /** null: the whole company; a number: only that generator's movements (0: none). */
  generatorId: number | null;
  /** Writes one message; false when the stream is gone or too slow (the hub then drops it). */
  send(ids: number[]): boolean;
  close(): void;
}

export class LiveHub {
  readonly #streams = new Map<number, Set<LiveStreamTarget>>();
  #pending = new Map<number, Set<number>>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly flushMs = FLUSH_MS,
  ) {}

  get size(): number {
    let total = 0;
    for (const set of this.#streams.values()) total += set.size;
    return total;
  }

  add(target: LiveStreamTarget): () => void {
    let set = this.#streams.get(target.customerId);
    if (!set) {
      set = new Set();
      this.#streams.set(target.customerId, set);
    }
    set.add(target);
    return () => this.#remove(target);
  }

  #remove(target: LiveStreamTarget) {
    const set = this.#streams.get(target.customerId);
    if (!set) return;
    set.delete(target);
    if (set.size === 0) this.#streams.delete(target.customerId);
  }

  /** One NOTIFY payload `<customer>:<movement>`; malformed ones are ignored. */
  onNotify(payload: string): void {
    const match = /^(\d+):(\d+)$/.exec(payload);
    if (!match) return;
    const customerId = Number(match[1]);
    // Nobody here watches that company: nothing to gather.
    if (!this.#streams.has(customerId)) return;
    let ids = this.#pending.get(customerId);
    if (!ids) {
      ids = new Set();
      this.#pending.set(customerId, ids);
    }
    ids.add(Number(match[2]));
    if (!this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#flushing = this.#flushing.then(() => this.flush()).catch(this.onError);
      }, this.flushMs);
    }
  }

  /** Sends what was gathered (the timer calls it; tests may too). */
  async flush(): Promise<void> {
    const pending = this.#pending;
    this.#pending = new Map();
    for (const [customerId, idSet] of pending) {
      const targets = this.#streams.get(customerId);
      if (!targets || targets.size === 0) continue;
      const ids = [...idSet].sort((a, b) => a - b);
      const generatorTargets = [...targets].filter((t) => t.generatorId !== null);
      const byGenerator = generatorTargets.length > 0 ? await this.#generatorsOf(customerId, ids) : new Map();
      for (const target of [...targets]) {
        const visible = target.generatorId === null ? ids : (byGenerator.get(target.generatorId) ?? []);
        if (visible.length === 0) continue;
        if (!target.send(visible)) {
          this.#remove(target);
          target.close();
        }
      }
    }
  }

  async #generatorsOf(customerId: number, ids: number[]): Promise<Map<number, number[]>> {
    const movementIds = ids.filter((id) => id > 0);
    const result = new Map<number, number[]>();
    if (movementIds.length === 0) return result;
    const rows = await queryRows<{ movement_id: number; generator_id: number }>(
      this.db,
      sql`select distinct c.movement_id, c.generator_id from consignments c
        where c.customer_id = ${customerId} and c.movement_id in (${sql.join(
          movementIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    for (const row of rows) {
      const list = result.get(row.generator_id) ?? [];
      list.push(row.movement_id);
      result.set(row.generator_id, list);
    }
    return result;
  }

  /** Ends every stream (graceful shutdown: open streams must not hold the server open). */
  closeAll(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const set of this.#streams.values()) for (const target of set) target.close();
    this.#streams.clear();
  }

  static readonly maxBufferedBytes = MAX_BUFFERED_BYTES;
}
