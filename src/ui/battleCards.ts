// The printable battle cards: one page per pending battle with everything needed to set it up in SFB
// (EaW 19.0-21.0): place and map, both fleets ship by ship, entry sides, start hexes, speed and weapon
// status, disengagement, and the tactical rules. Built from plain data; shown with HtmlService.

import { Battle, BattleShip, placeText, Ship } from '../engine/core/model';
import { esc } from '../engine/core/markup';

export interface CardData {
  battle: Battle;
  ships: { row: BattleShip; ship?: Ship }[];
}

function fleetTable(side: 'A' | 'B', fleet: string, rows: CardData['ships']): string {
  const mine = rows.filter((r) => r.row.side === side);
  const total = mine.reduce((s, r) => s + r.row.cbpv, 0);
  const body = mine
    .map(
      ({ row, ship }) =>
        `<tr><td>${esc(row.ship)}</td><td>${esc(row.shipClass)}</td><td>${esc(ship?.name)}</td>` +
        `<td>${esc(ship?.crew)}</td><td>${esc(ship?.lo)}</td><td class="n">${esc(ship?.fighters || '')}</td>` +
        `<td class="n">${esc(ship?.pfs || '')}</td><td>${esc(ship?.condition)}</td><td class="n">${esc(row.cbpv)}</td></tr>`,
    )
    .join('');
  return (
    `<h3>Side ${side}: ${esc(fleet)} (${esc(mine[0]?.row.empire)}), ${total} CBPV</h3>` +
    '<table><tr><th>Ship</th><th>Class</th><th>Name</th><th>Crew</th><th>LO</th><th>Fighters</th><th>PFs</th><th>Condition</th><th>CBPV</th></tr>' +
    `${body}</table>`
  );
}

export function battleCardsHtml(cards: CardData[]): string {
  const pages = cards
    .map(
      ({ battle: b, ships }) => `<section>
<h2>Battle ${esc(b.id)} &mdash; ${esc(placeText(b.place))}</h2>
<p><b>Season</b> ${esc(b.season)} &middot; <b>Map</b> ${esc(b.map)} &middot; <b>Rules</b> ${esc(b.rules)} &middot; <b>Status</b> ${esc(b.status)} &middot; <b>Battle</b> ${esc(b.series)} of the series here</p>
${fleetTable('A', b.fleetA, ships)}
${fleetTable('B', b.fleetB, ships)}
<h3>Set-up</h3><pre>${esc(b.setup)}</pre>
</section>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><style>
body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; color: #222; }
h2 { margin: 0 0 4px; font-size: 18px; } h3 { margin: 12px 0 4px; font-size: 14px; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #bbb; padding: 2px 6px; text-align: left; }
th { background: #eee; } td.n { text-align: right; } pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
section { page-break-after: always; margin-bottom: 24px; }
@media print { button { display: none; } }
</style></head><body>
<button onclick="window.print()">Print</button>
${pages || '<p>No battle is pending.</p>'}
</body></html>`;
}
