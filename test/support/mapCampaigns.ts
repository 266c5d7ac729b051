// Sample campaigns for the map tests: Spring processed (scouts have seen fleets next door, EaW 5e), and
// Summer, in which KLI-3 meets LYR-4 at S17 and KLI-5 meets KZI-6 on the lane S20-S27 (battles pending).
import { parseCampaign } from '../../src/sheets/load';
import { csvSources } from '../../src/sheets/template';
import { processSeason } from '../../src/engine/season';
import { seededDice } from '../../src/engine/dice';
import { Campaign, Order } from '../../src/engine/model';
import { sampleTexts } from './sample';

const order = (row: number, fleet: string, kind: string, target = ''): Order => ({ row, fleet, kind, target, ships: [], buildClass: '', extras: '' });

export const start: Campaign = parseCampaign(csvSources(sampleTexts())).campaign;
export const spring: Campaign = processSeason(start, seededDice('leak'), 'leak').campaign;
export const summer: Campaign = processSeason({
  ...spring,
  orders: { KLI: [order(2, 'KLI-3', 'Jump', 'S18 > S17'), order(3, 'KLI-5', 'Jump', 'S20 > S27')], KZI: [order(2, 'KZI-6', 'Jump', 'S27 > S20')], LYR: [], HYD: [] },
}, seededDice('leak2'), 'leak2').campaign;
