// What each of Staley's order kinds is (orders.ts lists them; refits.ts and shipRefits.ts are two of them).

import type { Order } from '../../core/model';
import type { World } from '../../core/world';

/** An order's effect on the world, or why it cannot stand; its words when done. */
export type OrderRule = (w: World, empire: string, o: Order) => { refused: string } | { done: string };
