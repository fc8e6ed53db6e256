import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  SHARE_OPENINGS_SHOWN,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_RE,
  SHARES_LISTED_MAX,
  type TShare,
  type TShareAddRequest,
  type TShareAddResponse,
  type TSharedReport,
  type TShareListResponse,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { FileService } from '../file/service.js';
import { shareRepository as repo, type ShareRow } from './repository.js';
import type { ReportAssembler } from './service.js';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Revokes every live share link of one customer of the store, inside the caller's transaction: her erasure (issue 42
 * item 5) calls it. Answers how many were revoked.
 */
export function revokeSharesOfCustomer(tx: DbOrTx, shopId: number, customerId: number): Promise<number> {
  return repo.revokeOfCustomer(tx, shopId, customerId, new Date());
}

const stateOf = (r: ShareRow, now: number): TShare['state'] =>
  r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= now ? 'expired' : 'active';

/**
 * Share links of a customer's report (issue 42 item 3): a link opens that report alone, without signing in, until it
 * expires (1-30 days) or is revoked. The token is 32 random bytes (base64url) answered once; only its SHA-256 is kept.
 * An unknown, malformed, expired or revoked token answers the same SHARE_LINK_INVALID, never which. Every opening is
 * recorded with the client address; the report's photo URLs expire no later than the link. Time is the server's
 * clock (`Date.now()`), so tests move it with fake timers.
 */
export function createShareService(db: Db, reports: ReportAssembler, files: FileService) {
  return {
    /** Makes a link to her report of these visits in `language`, valid for `days` days. */
    async share(auth: AuthContext, shopId: number, b: TShareAddRequest): Promise<TShareAddResponse> {
      const analyses = [...new Set(b.analyses)];
      // She must be the store's customer and the visits hers: the same checks as her report.
      await reports.customerOf(shopId, b.customerId);
      const visits = await reports.visitsOf(shopId, b.customerId, analyses, b.language);
      const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
      const expiresAt = new Date(Date.now() + (b.days ?? 7) * DAY_MS);
      const row = await repo.insert(db, {
        shopId,
        customerId: b.customerId,
        tokenHash: hashOf(token),
        visits: visits.map((v) => ({ id: v.id, analysedAt: v.analysedAt })),
        language: b.language,
        createdBy: auth.accountId,
        createdByName: auth.userName,
        expiresAt,
      });
      return { id: row.id, token, expiresAt: row.expiresAt.toISOString() };
    },

    /** Her shares, newest first, each with its state and its newest openings (time and address). */
    async sharesOf(shopId: number, customerId: number): Promise<TShareListResponse> {
      await reports.customerOf(shopId, customerId);
      const rows = await repo.listOfCustomer(db, shopId, customerId, SHARES_LISTED_MAX);
      const openings = await repo.openingsOf(
        db,
        rows.map((r) => r.id),
        SHARE_OPENINGS_SHOWN,
      );
      const now = Date.now();
      return {
        list: rows.map((r) => {
          const o = openings.get(r.id);
          return {
            id: r.id,
            language: r.language as Language,
            visits: r.visits,
            createdByName: r.createdByName,
            createdAt: r.createdAt.toISOString(),
            expiresAt: r.expiresAt.toISOString(),
            revokedAt: r.revokedAt?.toISOString() ?? null,
            state: stateOf(r, now),
            openingsTotal: o?.total ?? 0,
            openings: (o?.list ?? []).map((x) => ({ openedAt: x.openedAt.toISOString(), address: x.address })),
          };
        }),
      };
    },

    /** Revokes a share of the store (audited); another store's or none is 404; revoking twice keeps the first time. */
    async revoke(auth: AuthContext, shopId: number, shareId: number) {
      return db.transaction(async (tx) => {
        const row = await repo.lockOfStore(tx, shopId, shareId);
        if (!row) throw new AppError('SHARE_NOT_FOUND');
        if (row.revokedAt) return { id: row.id, revokedAt: row.revokedAt.toISOString() };
        const done = await repo.revoke(tx, row.id, new Date());
        await audit(tx, auth, {
          action: 'customer.share_revoke',
          targetType: 'customer',
          targetId: row.customerId,
          shopId,
          before: { shareId: row.id, expiresAt: row.expiresAt.toISOString() },
        });
        return { id: done.id, revokedAt: done.revokedAt!.toISOString() };
      });
    },

    /**
     * The report a link opens, for anyone holding its token: nothing else of the store. Every way a token can fail
     * answers SHARE_LINK_INVALID alike; each opening is recorded with `address`.
     */
    async open(token: string, address: string): Promise<TSharedReport> {
      const invalid = () => new AppError('SHARE_LINK_INVALID');
      if (!SHARE_TOKEN_RE.test(token)) throw invalid();
      const row = await repo.byTokenHash(db, hashOf(token));
      const now = Date.now();
      if (!row || stateOf(row, now) !== 'active') throw invalid();
      const report = await reports
        .assemble(
          row.shopId,
          { customerId: row.customerId, analyses: row.visits.map((v) => v.id), language: row.language as Language },
          async (key) => (await files.presignUntil(key, row.expiresAt)).url,
        )
        .catch((err) => {
          if (err instanceof AppError) throw invalid();
          throw err;
        });
      await repo.addOpening(db, row.id, address, new Date(now));
      // Nothing to walk from: the visits are numbered 1 and 2, not by their analyses' ids; where the language came
      // from is the store's business, not the reader's.
      return {
        ...report,
        visits: report.visits.map((v, i) => ({ ...v, id: i + 1 })),
        languageFrom: 'asked',
        expiresAt: row.expiresAt.toISOString(),
      };
    },
  };
}
