// Embedded charts: Sheet.newChart() returns an EmbeddedChartBuilder; build() makes an EmbeddedChart that
// shows only once Sheet.insertChart(chart) is called, and a chart rebuilt with modify() changes only on
// Sheet.updateChart(chart) (https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder,
// .../spreadsheet/sheet#newChart(), #insertChart(EmbeddedChart), #updateChart(EmbeddedChart)).

import { counted, enumOf } from './base';
import type { RangeRef, SheetModel } from './grid';
import { FakeRange } from './range';
import type { Workbook } from './workbook';

export const ChartType = enumOf('AREA', 'BAR', 'BUBBLE', 'CANDLESTICK', 'COLUMN', 'COMBO', 'GAUGE', 'GEO', 'HISTOGRAM',
  'RADAR', 'LINE', 'ORG', 'PIE', 'SCATTER', 'SPARKLINE', 'STEPPED_AREA', 'TABLE', 'TIMELINE', 'TREEMAP', 'WATERFALL');

export interface ChartSpec {
  /** Set when the chart is inserted into its sheet. */
  id: number | null;
  type: string;
  ranges: RangeRef[];
  options: Record<string, unknown>;
  position: { row: number; column: number; offsetX: number; offsetY: number };
}

export function copyChart(spec: ChartSpec): ChartSpec {
  return { ...spec, ranges: [...spec.ranges], options: { ...spec.options }, position: { ...spec.position } };
}

/** The charts inserted into a sheet, kept beside its cells. */
export function chartsOf(wb: Workbook, sheet: SheetModel): ChartSpec[] {
  let list = wb.charts.get(sheet);
  if (!list) wb.charts.set(sheet, (list = []));
  return list;
}

export class FakeEmbeddedChartBuilder {
  constructor(readonly wb: Workbook, private readonly spec: ChartSpec) {}

  addRange(range: FakeRange): FakeEmbeddedChartBuilder {
    this.spec.ranges.push(range.ref);
    return this;
  }
  removeRange(range: FakeRange): FakeEmbeddedChartBuilder {
    const r = range.ref;
    this.spec.ranges = this.spec.ranges.filter((x) => !(x.sheet === r.sheet && x.row === r.row && x.col === r.col && x.numRows === r.numRows && x.numCols === r.numCols));
    return this;
  }
  clearRanges(): FakeEmbeddedChartBuilder {
    this.spec.ranges = [];
    return this;
  }
  getRanges(): FakeRange[] {
    return this.spec.ranges.map((r) => new FakeRange(this.wb, r));
  }
  setChartType(type: string): FakeEmbeddedChartBuilder {
    if (!(type in ChartType)) throw new Error(`Invalid argument: type (${String(type)})`);
    this.spec.type = type;
    return this;
  }
  getChartType(): string {
    return this.spec.type;
  }
  asAreaChart(): FakeEmbeddedChartBuilder {
    return this.setChartType('AREA');
  }
  asBarChart(): FakeEmbeddedChartBuilder {
    return this.setChartType('BAR');
  }
  asColumnChart(): FakeEmbeddedChartBuilder {
    return this.setChartType('COLUMN');
  }
  asLineChart(): FakeEmbeddedChartBuilder {
    return this.setChartType('LINE');
  }
  asPieChart(): FakeEmbeddedChartBuilder {
    return this.setChartType('PIE');
  }
  setOption(option: string, value: unknown): FakeEmbeddedChartBuilder {
    this.spec.options[option] = value;
    return this;
  }
  /** Anchored at a 1-based row and column of the sheet, offset in pixels. */
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): FakeEmbeddedChartBuilder {
    if (!(anchorRowPos >= 1 && anchorColPos >= 1)) throw new Error('Those rows are out of bounds.');
    this.spec.position = { row: anchorRowPos, column: anchorColPos, offsetX, offsetY };
    return this;
  }
  build(): FakeEmbeddedChart {
    return new FakeEmbeddedChart(this.wb, copyChart(this.spec));
  }
}
counted(FakeEmbeddedChartBuilder, 'EmbeddedChartBuilder');

export class FakeEmbeddedChart {
  constructor(readonly wb: Workbook, readonly spec: ChartSpec) {}

  getChartId(): number | null {
    return this.spec.id;
  }
  getType(): string {
    return this.spec.type;
  }
  getRanges(): FakeRange[] {
    return this.spec.ranges.map((r) => new FakeRange(this.wb, r));
  }
  getOptions(): { get(option: string): unknown } {
    const options = { ...this.spec.options };
    return { get: (option: string) => options[option] ?? null };
  }
  getContainerInfo(): { getAnchorRow(): number; getAnchorColumn(): number; getOffsetX(): number; getOffsetY(): number } {
    const p = { ...this.spec.position };
    return { getAnchorRow: () => p.row, getAnchorColumn: () => p.column, getOffsetX: () => p.offsetX, getOffsetY: () => p.offsetY };
  }
  /** A builder over a copy: nothing changes until Sheet.updateChart. */
  modify(): FakeEmbeddedChartBuilder {
    return new FakeEmbeddedChartBuilder(this.wb, copyChart(this.spec));
  }
}
counted(FakeEmbeddedChart, 'EmbeddedChart');

export function newChartSpec(): ChartSpec {
  return { id: null, type: 'BAR', ranges: [], options: {}, position: { row: 1, column: 1, offsetX: 0, offsetY: 0 } };
}
