// Embedded charts, as Google's reference describes them: Sheet.newChart() returns an
// EmbeddedChartBuilder; build() makes the chart but "does not automatically draw the chart on the
// spreadsheet" — Sheet.insertChart(chart) does, Sheet.updateChart(chart) replaces one, removeChart
// deletes it, getCharts() lists them. asScatterChart() sets the type SCATTER; options are Gviz options
// (setOption). A chart's ranges must be on a sheet of the same spreadsheet.
// (developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder, .../sheet#insertChart)

import { counted } from './base';
import type { RangeRef, SheetModel } from './grid';
import { FakeRange } from './range';
import type { Workbook } from './workbook';

export interface ChartModel {
  id: number;
  type: string;
  ranges: RangeRef[];
  options: Record<string, unknown>;
  position: { row: number; column: number; offsetX: number; offsetY: number };
  numHeaders: number;
}

/** The charts on a sheet (kept on the sheet model). */
export function chartsOf(sheet: SheetModel): ChartModel[] {
  const m = sheet as SheetModel & { charts?: ChartModel[] };
  return (m.charts ??= []);
}

let nextChartId = 1;

export class FakeEmbeddedChartBuilder {
  private readonly chart: ChartModel;
  constructor(
    readonly wb: Workbook,
    readonly sheet: SheetModel,
    base?: ChartModel,
  ) {
    this.chart = base
      ? { ...base, ranges: [...base.ranges], options: { ...base.options }, position: { ...base.position } }
      : {
          id: nextChartId++,
          type: 'COLUMN',
          ranges: [],
          options: {},
          position: { row: 1, column: 1, offsetX: 0, offsetY: 0 },
          numHeaders: -1,
        };
  }
  addRange(range: FakeRange): FakeEmbeddedChartBuilder {
    if (!this.wb.sheets.includes(range.ref.sheet)) throw new Error('The range must be in the same spreadsheet as the chart.');
    this.chart.ranges.push(range.ref);
    return this;
  }
  clearRanges(): FakeEmbeddedChartBuilder {
    this.chart.ranges = [];
    return this;
  }
  asScatterChart(): FakeEmbeddedChartBuilder {
    this.chart.type = 'SCATTER';
    return this;
  }
  /** Sets the type COLUMN (embedded-chart-builder#asColumnChart()). */
  asColumnChart(): FakeEmbeddedChartBuilder {
    this.chart.type = 'COLUMN';
    return this;
  }
  setOption(option: string, value: unknown): FakeEmbeddedChartBuilder {
    this.chart.options[option] = value;
    return this;
  }
  setNumHeaders(headers: number): FakeEmbeddedChartBuilder {
    this.chart.numHeaders = headers;
    return this;
  }
  /** Anchor row and column are 1-based; offsets in pixels. */
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): FakeEmbeddedChartBuilder {
    if (anchorRowPos < 1 || anchorColPos < 1) throw new Error('Invalid argument: anchor position');
    this.chart.position = { row: anchorRowPos, column: anchorColPos, offsetX, offsetY };
    return this;
  }
  build(): FakeEmbeddedChart {
    return new FakeEmbeddedChart(this.wb, this.sheet, { ...this.chart });
  }
}
counted(FakeEmbeddedChartBuilder, 'EmbeddedChartBuilder');

export class FakeEmbeddedChart {
  constructor(
    readonly wb: Workbook,
    readonly sheet: SheetModel,
    readonly model: ChartModel,
  ) {}
  getChartId(): number {
    return this.model.id;
  }
  getRanges(): FakeRange[] {
    return this.model.ranges.map((r) => new FakeRange(this.wb, r));
  }
  getOptions(): { get(option: string): unknown } {
    const options = this.model.options;
    return { get: (option: string) => options[option] ?? null };
  }
  modify(): FakeEmbeddedChartBuilder {
    return new FakeEmbeddedChartBuilder(this.wb, this.sheet, this.model);
  }
}
counted(FakeEmbeddedChart, 'EmbeddedChart');
