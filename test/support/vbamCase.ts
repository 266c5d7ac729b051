// A VBAM-SFB campaign for unit tests, built as the case suite builds one (test/cases/runner.ts): the first
// state of test/cases/vbam-supply.json (sectors 0000-0500 in a line, FED's colony at 0000), with tabs replaced.
import { join } from 'path';
import { buildState, CaseDef, loadCases } from '../cases/runner';
import { parseCampaign } from '../../src/sheets/tabs/load';
import type { Campaign } from '../../src/engine/core/model';

export type CaseTabs = Record<string, Record<string, string | number | boolean>[]>;

export function vbamCampaign(change: (tabs: CaseTabs) => void): Campaign {
  const base = loadCases(join(__dirname, '../cases/vbam-supply.json'))[0].def;
  const tabs = structuredClone(base.state!.tabs as CaseTabs);
  change(tabs);
  const loaded = parseCampaign(buildState({ ...base, state: { ...base.state, tabs } } as CaseDef));
  if (loaded.problems.length) throw new Error(JSON.stringify(loaded.problems));
  return loaded.campaign;
}
