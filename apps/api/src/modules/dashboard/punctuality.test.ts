import type { TCompanyDashboard } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { demoTimelineRefs, type TimelineRefs, timelineFixtures } from '../../test/timeline-fixtures';
import { refreshMovementStates } from '../movements/refresh-movement-states';

// Inicio's on-time deliveries this week vs last (issue 26 item 3), from the verdicts that
// refresh-movement-states stores per consignment (delivery-verdicts.ts). Known answer: the rows below
// are written as the ERP and the phones write them, then the writers' refresh runs; the demo's own
// deliveries are the baseline, so the assertions are on what these rows add. The test clock is Monday
// 2026-03-02 08:00 in Bogotá: this week from 03-02 00:00, last week from 02-23 00:00.

describe('Inicio punctuality from the stored verdicts', () => {
  let t: TestApp;
  let token: string;
  let refs: TimelineRefs;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const punctuality = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inicio/empresa-transporte',
      ...withCookie(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { semana_actual: a, semana_anterior: b } = res.json<TCompanyDashboard>().puntualidad;
    return { actual: [a.a_tiempo, a.tarde], anterior: [b.a_tiempo, b.tarde] };
  };

  const fixtures = () => timelineFixtures(t.database.db, refs);
  const movement = (manifest: string, dispatched: string) => fixtures().movement(manifest, dispatched);
  const consignment = (movementId: number, remesa: string, minutes?: number) =>
    fixtures().consignment(movementId, remesa, minutes);

  /** An event as the writers store it: the row, then their refresh of the movement. */
  async function event(movementId: number, consignmentId: number | null, type: number, when: string) {
    await fixtures().event(movementId, consignmentId, type, when);
    await refreshMovementStates(t.database.db, [movementId], t.clock.now());
  }

  let baseline: Awaited<ReturnType<typeof punctuality>>;
  let m2 = 0;
  let late2B = 0;

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    refs = await demoTimelineRefs(t.database.db);
    baseline = await punctuality();

    // Last week: the trip starts Tuesday 09:00 (manifest-wide event 5).
    const m1 = await movement('PUN-1', '2026-02-24T08:00:00');
    await event(m1, null, 5, '2026-02-24T09:00:00');
    const onTime = await consignment(m1, 'PUN-1A', 60);
    await event(m1, onTime, 11, '2026-02-24T09:45:00'); // 45 min after the start ≤ 60
    const late = await consignment(m1, 'PUN-1B', 30);
    await event(m1, late, 11, '2026-02-24T10:00:00'); // 60 min (1A's delivery is not its own) > 30
    const noPlan = await consignment(m1, 'PUN-1C');
    await event(m1, noPlan, 11, '2026-02-24T09:20:00'); // no planned time: no verdict

    // This week, dispatched Monday 05:00.
    m2 = await movement('PUN-2', '2026-03-02T05:00:00');
    const ownEarlier = await consignment(m2, 'PUN-2A', 20);
    await event(m2, ownEarlier, 8, '2026-03-02T06:00:00');
    await event(m2, ownEarlier, 11, '2026-03-02T06:15:00'); // 15 min after its own event 8 ≤ 20
    late2B = await consignment(m2, 'PUN-2B', 10);
    await event(m2, late2B, 11, '2026-03-02T06:30:00'); // 90 min after the dispatch > 10
    const deliveredBefore = await consignment(m2, 'PUN-2C', 60);
    await event(m2, deliveredBefore, 11, '2026-02-20T10:00:00'); // first delivered before last week
    await event(m2, deliveredBefore, 11, '2026-03-02T07:00:00'); // a second delivery is not its first
    const future = await consignment(m2, 'PUN-2D', 60);
    await event(m2, future, 11, '2026-03-02T09:00:00'); // after 'now' (a phone's clock ahead)
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('counts each week’s first deliveries on time and late (known answer)', async () => {
    const now = await punctuality();
    expect(now.anterior).toEqual([(baseline.anterior[0] ?? 0) + 1, (baseline.anterior[1] ?? 0) + 1]);
    expect(now.actual).toEqual([(baseline.actual[0] ?? 0) + 1, (baseline.actual[1] ?? 0) + 1]);
  });

  it('moves a verdict when an earlier event reaches the server late (an offline phone)', async () => {
    await event(m2, late2B, 8, '2026-03-02T06:25:00'); // now 5 min before its delivery ≤ 10
    const now = await punctuality();
    expect(now.actual).toEqual([(baseline.actual[0] ?? 0) + 2, baseline.actual[1] ?? 0]);
    const [row] = await run<{ a_tiempo: boolean }>(
      sql`select a_tiempo from consignments where id = ${late2B}`,
    );
    expect(row?.a_tiempo).toBe(true);
  });
});
