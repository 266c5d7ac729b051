// GC B1.10-B1.24: the Trade routes tab that tradeRoutes.ts reads and writes.

import type { GameTab } from '../../../core/game';

export const TRADE_ROUTES = 'Trade routes';
export const ROUTE_ENDS = ['System', 'Base', 'Open space'] as const;
export type RouteEnd = (typeof ROUTE_ENDS)[number];

export const TRADE_ROUTES_TAB: GameTab = {
  name: TRADE_ROUTES,
  note: 'GC B1.10-B1.24: the trade routes, each its hexes from its anchor; an admiral sees their own and every route not hidden (B1.24).',
  seenBy: { owner: 'Empire' },
  columns: [
    { header: 'Empire', type: 'text', note: 'The empire whose route it is.' },
    { header: 'Route', type: 'text', note: "The route's name, which Route orders give as their Target, e.g. KLI-1." },
    {
      header: 'Hexes',
      type: 'list',
      note: 'B1.10: its hexes in order, the first its anchor (the empire\'s system, or a hex where its base is), e.g. "I8, I9, I10"; each next to the one before.',
    },
    {
      header: 'Ends',
      type: 'text',
      values: ROUTE_ENDS,
      note: 'B1.21, B1.22: where its last hex is: System, Base or Open space (set by the Route order).',
    },
    { header: 'Hidden', type: 'bool', note: 'B1.24: off the map for every other admiral; its cost doubled and paid each turn.' },
    {
      header: 'Built',
      type: 'season',
      note: 'The turn its Route order last created or moved it (it is paid again from the next turn when B1.21-B1.24 say so).',
    },
  ],
};
