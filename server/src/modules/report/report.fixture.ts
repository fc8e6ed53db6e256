import {
  buildAppUser,
  buildDevice,
  buildLabelType,
  buildProduct,
  buildProductType,
  buildStaff,
  buildStoreWithOwner,
  buildSymptomLabel,
} from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer, storedPhoto } from '../customer/customer.fixture.js';

/**
 * A store with a customer of two visits (acne 2 -> 1, spots 1 -> 3, pores found the second time only), labels in
 * en-US and ja-JP with their texts, one photo on each visit and a matching programme: what the report tests and
 * the share-link tests read. `name` lets a test put hostile text in the customer's name.
 */
export async function buildReportWorld(s: TestServer, over: { customerName?: string; shopName?: string } = {}) {
  const st = await buildStoreWithOwner(s.db, over.shopName ? { name: over.shopName } : {});
  const { shop } = st;
  const owner = await s.login(st.owner.userName, st.owner.password);
  const viewer = await buildStaff(s.db, shop, ['customer']);
  const staff = await s.login(viewer.userName, viewer.password);
  const none = await buildStaff(s.db, shop, ['users']);
  const noCustomer = await s.login(none.userName, none.password);
  for (const [language, prefix] of [
    ['en-US', ''],
    ['ja-JP', 'JA '],
  ] as const) {
    const type = await buildLabelType(s.db, shop, language, { name: `${prefix}Skin` });
    for (const key of ['acne', 'spots', 'pores'])
      await buildSymptomLabel(s.db, type, {
        name: `${prefix}${key}`,
        symptomKey: key,
        moderateColor: '#123456',
        description: `${prefix}About ${key}`,
        careSuggestions: `${prefix}Care for ${key}`,
      });
  }
  const dev = await buildDevice(s.db, shop);
  const user = await buildAppUser(s.db, shop, { deviceNo: dev.deviceNo });
  const device = { shopId: shop.id, userId: user.id, deviceNo: dev.deviceNo };
  const customer = await buildCustomer(
    s.db,
    shop.id,
    { name: over.customerName ?? 'Lan Nguyen', visits: 2 },
    { photos: true },
  );
  const photo = async () => {
    const key = await storedPhoto(s.db, shop.id);
    return { key, thumbKey: key.replace(/\.jpg$/, '.thumb.jpg'), size: 1000, width: 64, height: 48 };
  };
  const first = await buildAnalysis(s.db, device, {
    day: '2026-03-01',
    customerId: customer.id,
    symptoms: [
      { k: 'acne', d: 2 },
      { k: 'spots', d: 1 },
    ],
    images: [await photo()],
  });
  const second = await buildAnalysis(s.db, device, {
    day: '2026-04-01',
    customerId: customer.id,
    symptoms: [
      { k: 'acne', d: 1 },
      { k: 'spots', d: 3 },
      { k: 'pores', d: 2 },
    ],
    images: [await photo()],
  });
  const programme = await buildProduct(s.db, await buildProductType(s.db, shop, { name: 'Facials' }), {
    name: 'Pore care',
    symptoms: [{ symptomKey: 'pores', degree: 2 }],
  });
  return { shop, owner, staff, noCustomer, customer, first, second, programme, device };
}
