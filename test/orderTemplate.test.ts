// The Orders tab a season starts with: a row per fleet, the Order left to choose (issue 20, item 6).
import { orderTemplate } from '../src/sheets/tabs/orderTemplate';

const HEADER = ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Ready', 'Result'];
const row = (...cells: string[]) => [...cells, ...Array(HEADER.length - cells.length).fill('')];

describe('orderTemplate', () => {
  it("starts with a row per fleet, then keeps orders typed meanwhile and the season's results; older rows go", () => {
    const rows = [
      HEADER,
      row('', '', '', '', '', '', '', 'Y165 Spring: KLI-1 Stay → done'),
      row('KLI-2'),
      row('', '', '', '', '', '', '', 'Y165 Summer: KLI-3 Jump S04 > S18 → Jump S04 > S18 (1 MP)'),
      row('KLI-1', 'Jump', 'S01 > S02'),
      row(),
    ];
    expect(orderTemplate(rows, HEADER.length, ['KLI-1', 'KLI-2', 'KLI-3'], 'Y165 Summer')).toEqual([
      HEADER,
      row('KLI-2'),
      row('KLI-3'),
      row('KLI-1', 'Jump', 'S01 > S02'),
      row('', '', '', '', '', '', '', 'Y165 Summer: KLI-3 Jump S04 > S18 → Jump S04 > S18 (1 MP)'),
    ]);
  });

  it('writes only the data columns, and leaves a tab with no Fleet column as it is', () => {
    const withCheck = [
      [...HEADER, 'Order check'],
      [...row('KLI-1', 'Stay'), 'OK'],
    ];
    expect(orderTemplate(withCheck, HEADER.length, ['KLI-1'], 'Y165 Summer')).toEqual([HEADER, row('KLI-1', 'Stay')]);
    const odd = [['Order'], ['Stay']];
    expect(orderTemplate(odd, 1, ['KLI-1'], 'Y165 Summer')).toBe(odd);
  });
});
