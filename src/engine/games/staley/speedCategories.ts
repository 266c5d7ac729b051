// The speed categories of Staley's movement (DD2), slowest first: movement by them is speed.ts's, towing's
// (towing.ts) sets the category a tower moves at. Importing nothing, so neither of those imports the other.

/**
 * DD2.1 no warp: 1 hex a turn, in its last phase; DD2.2 below speed 21: every other phase; DD2.3 speed
 * 21-30: three phases in four; DD2.4 speed 31: every phase; DD2.5 fast warships and X-ships: five hexes in
 * four phases. Slowest first.
 */
export const SPEED_CATEGORIES = ['No warp', 'Slow', 'Medium', 'Full', 'Fast'] as const;
export type SpeedCategory = (typeof SPEED_CATEGORIES)[number];
