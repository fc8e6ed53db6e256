import type { TProductType, TProductTypeAddRequest, TProductTypeList, TProductTypeUpdateRequest } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { productRepository } from '../product/repository.js';
import { type ProductTypeRow, productTypeRepository as repo } from './repository.js';

function present(r: ProductTypeRow, productCount: number): TProductType {
  return {
    id: r.id,
    shopId: r.shopId,
    name: r.name,
    sort: r.sort,
    productCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function createProductTypeService(db: Db) {
  /** A racing add or rename that slipped past the name check still answers 600102. */
  async function uniqueGuard<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err, 'product_types_name_uq'))
        throw new AppError('PRODUCT_TYPE_NAME_TAKEN', { params: { name } });
      throw err;
    }
  }

  return {
    /** The store's types in their order, each with its number of products, and the store's product total. */
    async queryAll(shopId: number): Promise<TProductTypeList> {
      const [rows, counts] = await Promise.all([repo.list(db, shopId), productRepository.countByType(db, shopId)]);
      let productTotal = 0;
      for (const n of counts.values()) productTotal += n;
      return { list: rows.map((r) => present(r, counts.get(r.id) ?? 0)), productTotal };
    },

    async add(shopId: number, input: TProductTypeAddRequest): Promise<TProductType> {
      return uniqueGuard(input.name, () =>
        db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, shopId, input.name))
            throw new AppError('PRODUCT_TYPE_NAME_TAKEN', { params: { name: input.name } });
          const row = await repo.insert(tx, {
            shopId,
            name: input.name,
            sort: input.sort ?? (await repo.nextSort(tx, shopId)),
          });
          return present(row, 0);
        }),
      );
    },

    async update(shopId: number, id: number, input: TProductTypeUpdateRequest): Promise<TProductType> {
      return uniqueGuard(input.name, () =>
        db.transaction(async (tx) => {
          const row = await repo.byId(tx, shopId, id, 'update');
          if (!row) throw new AppError('PRODUCT_TYPE_NOT_FOUND');
          if (await repo.nameTaken(tx, shopId, input.name, id))
            throw new AppError('PRODUCT_TYPE_NAME_TAKEN', { params: { name: input.name } });
          const updated = await repo.update(tx, id, { name: input.name, sort: input.sort ?? row.sort });
          return present(updated, await productRepository.countOfType(tx, id));
        }),
      );
    },

    /** A type that still has products is refused (600103, naming how many); the deleted type is audited. */
    async delete(auth: AuthContext, shopId: number, id: number) {
      return db.transaction(async (tx) => {
        // The row lock waits for products being added to this type (they hold it in share mode).
        const row = await repo.byId(tx, shopId, id, 'update');
        if (!row) throw new AppError('PRODUCT_TYPE_NOT_FOUND');
        const count = await productRepository.countOfType(tx, id);
        if (count > 0) throw new AppError('PRODUCT_TYPE_HAS_PRODUCTS', { params: { name: row.name, count } });
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: 'productType.delete',
          targetType: 'productType',
          targetId: id,
          before: { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
        });
        return { id };
      });
    },
  };
}
