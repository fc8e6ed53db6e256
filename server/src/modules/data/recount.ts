import {
  bucketsOf,
  CURRENCIES,
  type Currency,
  cloudDaysLeft,
  customerRatio,
  type DayRange,
  type Grouping,
  type Language,
  localDate,
  previousRange,
  rangeBucketOf,
  symptomOutcome,
  type TDataOverview,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { analyses as analysesTable, appUsers, orders, shopDevices, shops } from '../../db/schema.js';
import { analysisRepository, figureSymptomName } from '../analysis/repository.js';

/**
 * The data centre's figures counted straight from the rows, the slow and obvious way (every row's local date in
 * the zone, compared as text): what the aggregates must always equal. Used by the tests, never by the server.
 */
export async function recount(
  db: Db,
  shopId: number | null,
  q: { from: string; to: string; grouping: Grouping; timeZone: string },
  now: Date,
  lang: Language = 'en-US',
): Promise<TDataOverview> {
  const mine = <T extends { shopId: number }>(rows: T[]) =>
    shopId === null ? rows : rows.filter((r) => r.shopId === shopId);
  const allShops = await db.select().from(shops);
  const ords = mine(await db.select().from(orders));
  const users = mine(await db.select().from(appUsers));
  const devices = mine(await db.select().from(shopDevices));
  const stores = shopId === null ? allShops : allShops.filter((s) => s.id === shopId);

  const range: DayRange = { from: q.from, to: q.to };
  const previous = previousRange(range);
  const buckets = bucketsOf(range, q.grouping);
  // A store counts in its own zone (issue 43), the platform in the console's.
  const zone = shopId === null ? q.timeZone : (stores[0]?.timeZone ?? q.timeZone);
  const day = (t: Date) => localDate(t, zone);
  const inRange = (t: Date | null) => !!t && day(t) >= range.from && day(t) <= range.to;
  const inPrev = (t: Date | null) => !!t && day(t) >= previous.from && day(t) <= previous.to;
  const upToEnd = (t: Date) => day(t) <= range.to;
  const upToPrevEnd = (t: Date) => day(t) <= previous.to;
  const at = (t: Date) => buckets.indexOf(rangeBucketOf(day(t), q.grouping, range));
  const zeros = () => buckets.map(() => 0);
  const tally = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const listOf = <K extends string>(m: Map<string, number>, name: K) =>
    [...m].filter(([, v]) => v !== 0).map(([key, v]) => ({ key, [name]: v }) as { key: string } & Record<K, number>);

  const open = users.filter((u) => u.closedAt === null);
  const working = zeros();
  const viewer = zeros();
  for (const u of open.filter((u) => inRange(u.createdAt)))
    (u.userType === 1 ? working : viewer)[at(u.createdAt)]! += 1;
  const accountsNew = working.map((v, i) => v + viewer[i]!);
  const accountsPrevEnd = open.filter((u) => upToPrevEnd(u.createdAt)).length;
  const running = (start: number, added: number[]) => {
    let t = start;
    return added.map((v) => (t += v));
  };
  const devicesNew = zeros();
  for (const d of devices.filter((d) => inRange(d.createdAt))) devicesNew[at(d.createdAt)]! += 1;
  const devicesPrevEnd = devices.filter((d) => upToPrevEnd(d.createdAt)).length;
  const accountsEnd = open.filter((u) => upToEnd(u.createdAt)).length;
  const devicesEnd = devices.filter((d) => upToEnd(d.createdAt)).length;

  const orderTrend = zeros();
  const paidTrend = zeros();
  const byType = new Map<string, number>();
  const byStatus = new Map<string, number>();
  const byMethod = new Map<string, number>();
  for (const o of ords.filter((o) => inRange(o.createdAt))) {
    orderTrend[at(o.createdAt)]! += 1;
    tally(byType, String(o.orderType), 1);
    tally(byStatus, String(o.orderStatus), 1);
    tally(byMethod, o.payMethod ?? '-', 1);
  }
  const paidAt = (o: (typeof ords)[number]) => (o.payStatus === 2 || o.payStatus === 3 ? o.paidAt : null);
  const refundedAt = (o: (typeof ords)[number]) => (o.payStatus === 3 ? o.refundedAt : null);
  for (const o of ords) if (inRange(paidAt(o))) paidTrend[at(o.paidAt!)]! += 1;

  const revenue = CURRENCIES.flatMap((currency: Currency) => {
    const own = ords.filter((o) => o.currency === currency);
    const moved = own.some(
      (o) => inRange(paidAt(o)) || inPrev(paidAt(o)) || inRange(refundedAt(o)) || inPrev(refundedAt(o)),
    );
    if (!moved) return [];
    const trend = zeros();
    const rt = new Map<string, number>();
    const rm = new Map<string, number>();
    let paid = 0;
    let refunds = 0;
    let netPrev = 0;
    for (const o of own) {
      for (const [t, sign] of [
        [paidAt(o), 1],
        [refundedAt(o), -1],
      ] as const) {
        if (inPrev(t)) netPrev += sign * o.payAmount;
        if (!inRange(t)) continue;
        trend[at(t!)]! += sign * o.payAmount;
        if (sign > 0) paid += o.payAmount;
        else refunds += o.payAmount;
        tally(rt, String(o.orderType), sign * o.payAmount);
        tally(rm, o.payMethod ?? '-', sign * o.payAmount);
      }
    }
    return [
      {
        currency,
        net: paid - refunds,
        netPrev,
        paid,
        refunds,
        byType: listOf(rt, 'amount'),
        byMethod: listOf(rm, 'amount'),
        trend,
      },
    ];
  });

  const platform = shopId === null;
  const store = platform ? null : stores[0]!;
  const in30 = now.getTime() + 30 * 86_400_000;
  const expiringSoon = (t: Date | null) => !!t && t.getTime() >= now.getTime() && t.getTime() < in30;
  const storesNew = zeros();
  for (const s of allShops.filter((s) => inRange(s.createdAt))) storesNew[at(s.createdAt)]! += 1;
  const storesPrevEnd = allShops.filter((s) => upToPrevEnd(s.createdAt)).length;

  let topStores: TDataOverview['topStores'] = null;
  if (platform) {
    const per = new Map<string, { shopId: number; currency: Currency; net: number; paidOrders: number }>();
    // Each store's revenue over the range's days in its own zone.
    const zoneOf = new Map(allShops.map((s) => [s.id, s.timeZone]));
    for (const o of ords) {
      const ownDay = (t: Date | null) => !!t && localDate(t, zoneOf.get(o.shopId)!);
      const inRange = (t: Date | null) => {
        const d = ownDay(t);
        return !!d && d >= range.from && d <= range.to;
      };
      const k = `${o.shopId}|${o.currency}`;
      const e = per.get(k) ?? { shopId: o.shopId, currency: o.currency as Currency, net: 0, paidOrders: 0 };
      if (inRange(paidAt(o))) {
        e.net += o.payAmount;
        e.paidOrders += 1;
      }
      if (inRange(refundedAt(o))) e.net -= o.payAmount;
      per.set(k, e);
    }
    const names = new Map(allShops.map((s) => [s.id, s.name]));
    topStores = [...per.values()]
      .filter((e) => e.net !== 0 || e.paidOrders !== 0)
      .sort((a, b) =>
        a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : b.net - a.net || a.shopId - b.shopId,
      )
      .filter((e, i, all) => all.slice(0, i).filter((x) => x.currency === e.currency).length < 10)
      .map((e) => ({
        shopId: e.shopId,
        shopName: names.get(e.shopId)!,
        currency: e.currency,
        net: e.net,
        paidOrders: e.paidOrders,
      }));
  }

  // Analyses: each on its day on the device's clock (analysed_day), compared as text.
  const ans = mine(await db.select().from(analysesTable));
  const anTrend = zeros();
  const anByType = { working: 0, viewer: 0 };
  const anByDevice = new Map<string, number>();
  const anSymptoms = new Map<string, [number, number, number]>();
  const dayIn = (d: string, r: DayRange) => d >= r.from && d <= r.to;
  for (const a of ans.filter((a) => dayIn(a.analysedDay, range))) {
    anTrend[buckets.indexOf(rangeBucketOf(a.analysedDay, q.grouping, range))]! += 1;
    anByType[a.userType === 1 ? 'working' : 'viewer'] += 1;
    tally(anByDevice, a.deviceNo, 1);
    for (const x of a.symptoms) {
      const d = anSymptoms.get(x.k) ?? [0, 0, 0];
      d[x.d - 1]! += 1;
      anSymptoms.set(x.k, d);
    }
  }
  const deviceName = new Map(devices.map((d) => [d.deviceNo, d.deviceName]));
  const symptomNames = await analysisRepository.symptomNames(db, shopId, lang);
  // A store's symptom whose label in the language is gone: the name its latest analysis of it recorded there.
  const latestFirst = [...ans].sort((x, y) => y.analysedAt.getTime() - x.analysedAt.getTime() || y.id - x.id);
  const recordedName = (key: string) =>
    platform
      ? undefined
      : latestFirst.find((a) => a.symptoms.some((x) => x.k === key))?.symptoms.find((x) => x.k === key)?.n?.[lang];
  const sum3 = (d: readonly number[]) => d[0]! + d[1]! + d[2]!;
  const analyses = {
    count: anTrend.reduce((a, b) => a + b, 0),
    countPrev: ans.filter((a) => dayIn(a.analysedDay, previous)).length,
    trend: anTrend,
    byUserType: anByType,
    byDevice: platform
      ? null
      : [...anByDevice]
          .map(([deviceNo, count]) => ({ deviceNo, deviceName: deviceName.get(deviceNo) ?? null, count }))
          .sort((a, b) => b.count - a.count || a.deviceNo.localeCompare(b.deviceNo)),
    symptoms: [...anSymptoms]
      .map(([symptomKey, degrees]) => ({
        symptomKey,
        name: figureSymptomName(symptomNames.get(symptomKey), recordedName(symptomKey), lang),
        degrees,
      }))
      .sort((a, b) => sum3(b.degrees) - sum3(a.degrees) || a.symptomKey.localeCompare(b.symptomKey)),
  };

  // Customers: her first visit is her earliest analysis's day (ever); new where that day is, returning where she
  // visits after it. Counted here from each customer's analyses, not by subtraction.
  const ofCustomer = new Map<number, typeof ans>();
  for (const a of ans)
    if (a.customerId !== null) ofCustomer.set(a.customerId, [...(ofCustomer.get(a.customerId) ?? []), a]);
  const firstDay = (xs: typeof ans) => xs.map((a) => a.analysedDay).sort()[0]!;
  const cuNew = zeros();
  const cuVisits = zeros();
  const improved = new Map<string, { compared: number; improved: number; cleared: number }>();
  const counts = { newPrev: 0, returning: 0, returningPrev: 0, visitsPrev: 0, visitors: 0, visitorsPrev: 0 };
  for (const xs of ofCustomer.values()) {
    const first = firstDay(xs);
    if (dayIn(first, range)) cuNew[buckets.indexOf(rangeBucketOf(first, q.grouping, range))]! += 1;
    if (dayIn(first, previous)) counts.newPrev += 1;
    const inR = xs.filter((a) => dayIn(a.analysedDay, range));
    const inP = xs.filter((a) => dayIn(a.analysedDay, previous));
    for (const a of inR) cuVisits[buckets.indexOf(rangeBucketOf(a.analysedDay, q.grouping, range))]! += 1;
    counts.visitsPrev += inP.length;
    if (inR.length) counts.visitors += 1;
    if (inP.length) counts.visitorsPrev += 1;
    if (inR.length && first < range.from) counts.returning += 1;
    if (inP.length && first < previous.from) counts.returningPrev += 1;
    if (inR.length < 2) continue;
    const ordered = [...inR].sort((x, y) => x.analysedAt.getTime() - y.analysedAt.getTime() || x.id - y.id);
    const [f, l] = [ordered[0]!, ordered.at(-1)!];
    for (const x of f.symptoms) {
      const outcome = symptomOutcome(x.d, l.symptoms.find((y) => y.k === x.k)?.d ?? null);
      const e = improved.get(x.k) ?? { compared: 0, improved: 0, cleared: 0 };
      if (outcome === 'cleared') e.cleared += 1;
      else {
        e.compared += 1;
        if (outcome === 'improved') e.improved += 1;
      }
      improved.set(x.k, e);
    }
  }
  const cuVisitsTotal = cuVisits.reduce((a, b) => a + b, 0);
  const customers = {
    new: cuNew.reduce((a, b) => a + b, 0),
    newPrev: counts.newPrev,
    returning: counts.returning,
    returningPrev: counts.returningPrev,
    visits: cuVisitsTotal,
    visitsPrev: counts.visitsPrev,
    visitors: counts.visitors,
    visitorsPrev: counts.visitorsPrev,
    visitsPerCustomer: customerRatio(cuVisitsTotal, counts.visitors),
    visitsPerCustomerPrev: customerRatio(counts.visitsPrev, counts.visitorsPrev),
    trend: { new: cuNew, visits: cuVisits },
    improved: [...improved]
      .map(([symptomKey, e]) => ({
        symptomKey,
        name: figureSymptomName(symptomNames.get(symptomKey), recordedName(symptomKey), lang),
        ...e,
      }))
      .sort((a, b) => b.compared - a.compared || a.symptomKey.localeCompare(b.symptomKey)),
    countedAt: null,
    counting: null,
  };

  return {
    shopId,
    shopName: store?.name ?? null,
    range,
    previous,
    grouping: q.grouping,
    timeZone: zone,
    buckets,
    accounts: {
      total: accountsEnd,
      totalPrev: accountsPrevEnd,
      new: accountsNew.reduce((a, b) => a + b, 0),
      newPrev: open.filter((u) => inPrev(u.createdAt)).length,
      working: working.reduce((a, b) => a + b, 0),
      viewer: viewer.reduce((a, b) => a + b, 0),
      expiring30d: open.filter((u) => !u.permanent && expiringSoon(u.expireTime)).length,
      disabled: open.filter((u) => u.status === 0).length,
      bound: open.filter((u) => u.deviceNo !== null).length,
    },
    devices: {
      total: devicesEnd,
      totalPrev: devicesPrevEnd,
      new: devicesNew.reduce((a, b) => a + b, 0),
      newPrev: devices.filter((d) => inPrev(d.createdAt)).length,
      accountsPerDevice: devicesEnd > 0 ? Math.round((accountsEnd / devicesEnd) * 100) / 100 : null,
    },
    orders: {
      count: orderTrend.reduce((a, b) => a + b, 0),
      countPrev: ords.filter((o) => inPrev(o.createdAt)).length,
      paid: paidTrend.reduce((a, b) => a + b, 0),
      paidPrev: ords.filter((o) => inPrev(paidAt(o))).length,
      byType: listOf(byType, 'count'),
      byStatus: listOf(byStatus, 'count'),
      byMethod: listOf(byMethod, 'count'),
    },
    revenue,
    cloud: {
      usedBytes: stores.reduce((a, s) => a + s.ossSize, 0),
      expireTime: store?.cloudExpireTime?.toISOString() ?? null,
      daysLeft: store?.cloudExpireTime ? cloudDaysLeft(store.cloudExpireTime, now) : null,
      expiring30d: platform ? allShops.filter((s) => expiringSoon(s.cloudExpireTime)).length : null,
      expired: platform
        ? allShops.filter((s) => s.cloudExpireTime && s.cloudExpireTime.getTime() < now.getTime()).length
        : null,
    },
    stores: platform
      ? {
          total: storesPrevEnd + storesNew.reduce((a, b) => a + b, 0),
          totalPrev: storesPrevEnd,
          new: storesNew.reduce((a, b) => a + b, 0),
          newPrev: allShops.filter((s) => inPrev(s.createdAt)).length,
          invalid: allShops.filter((s) => s.status === 0).length,
        }
      : null,
    trends: {
      accountsNew: { working, viewer },
      accountsTotal: running(accountsPrevEnd, accountsNew),
      devicesNew,
      devicesTotal: running(devicesPrevEnd, devicesNew),
      orders: orderTrend,
      paidOrders: paidTrend,
      storesNew: platform ? storesNew : null,
    },
    topStores,
    analyses,
    customers,
  };
}
