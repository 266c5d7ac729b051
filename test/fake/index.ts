// In-memory fake of the Apps Script services used by the add-on (tests and the local runner only).
export * from './spreadsheet';
export * from './sheet';
export * from './range';
export * from './protection';
export * from './ui';
export * from './services';
export * from './base';
export * from './formulas';
export * from './grid';
export * from './workbook';
export * from './mail';
export * from './drive';
export * from './cache';
