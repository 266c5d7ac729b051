// The VBAM-SFB sample (issue 22): scripts/vbam-sample.ts reproduces the checked-in CSVs, and they make a
// campaign that reads with no problem: four allowed empires on a map of 60+ sectors (VBAM Map), each
// with its homeworld and colonies (VB32), starting forces from its unit list (VB33) priced in BPV (VB34).
import { readdirSync } from 'fs';
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { VBAM_SFB } from '../src/engine/games/vbam';
import { vbamState } from '../src/engine/games/vbam/state';
import { balance } from '../src/engine/core/ledger';
import { VBAM_SAMPLE, VBAM_SAMPLE_DIR, vbamSampleCsv } from '../scripts/vbam-sample';
import { COLONY, HOMEWORLD, OPENING_POOL, vbamCampaign } from '../scripts/vbam-campaign';
import { sampleTexts } from './support/sample';
import { renderMap } from '../src/engine/core/map/render';
import { fleetStrength, gmView, viewFor } from '../src/engine/core/view';
import { tabsOf } from '../sheets-templates/schema';
import type { Game } from '../src/engine/core/game';
import { Catalog } from '../src/engine/core/catalog';
import { EMPIRES_AT_WAR } from '../src/engine/games/eaw';
import { VBAM_VIEW } from '../src/engine/games/vbam/view';
import { admiralTabs } from '../src/sheets/books/admiralTabs';
import { vbamBenchTexts } from '../scripts/bench-vbam';

const texts = sampleTexts(VBAM_SAMPLE_DIR);
const { campaign, problems } = parseCampaign(csvSources(texts));
const v = vbamState(campaign);
const ALLOWED = [
  'Federation',
  'Klingon',
  'Romulan',
  'Kzinti',
  'Gorn',
  'Tholian',
  'Hydran',
  'Lyran',
  'Interstellar Concordium',
  'Vudar',
  'Frax',
  'Peladine',
];

describe('VBAM-SFB sample campaign', () => {
  it('is what npm run vbam-sample writes: the generator reproduces every checked-in CSV', () => {
    expect(vbamSampleCsv()).toEqual(texts);
    expect(readdirSync(VBAM_SAMPLE_DIR).sort()).toEqual(
      Object.keys(vbamSampleCsv())
        .map((t) => `${t}.csv`)
        .sort(),
    );
  });

  it('reads without a single problem and passes Check workbook', () => {
    expect(problems).toEqual([]);
    expect(VBAM_SFB.setupChecks(campaign)).toEqual([]);
    expect(campaign.settings.ruleset).toBe('VBAM-SFB');
    expect(campaign.settings.season).toBe('Turn 1');
    expect(Object.keys(campaign.options ?? {})).toEqual(Object.keys(VBAM_SFB.options));
  });

  it('has four of the twelve allowed empires, each with a Tech row at the start year', () => {
    expect(campaign.empires.map((e) => e.race)).toEqual(['Federation', 'Klingon', 'Romulan', 'Kzinti']);
    for (const e of campaign.empires) {
      expect(ALLOWED).toContain(e.race);
      expect(v.tech.get(e.id)).toEqual({ techYear: VBAM_SAMPLE.startYear, pool: 0, advancesThisYear: 0 });
    }
  });

  it('VBAM Map: 60+ sectors, each at its grid place with a Sectors row, joined to all adjacent ones', () => {
    expect(campaign.systems.length).toBeGreaterThanOrEqual(60);
    expect(v.sectors.map((s) => s.sector)).toEqual(campaign.systems.map((s) => s.id));
    for (const s of campaign.systems) expect(s.id).toBe(`S${String(s.x).padStart(2, '0')}${String(s.y).padStart(2, '0')}`);
    // A square grid: 8 neighbours inside, 3 in a corner (VB1).
    expect(v.map.adjacent.get('S0303')).toHaveLength(8);
    expect(v.map.adjacent.get('S0000')).toHaveLength(3);
    const empty = campaign.systems.filter((s) => !s.name).length;
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(campaign.systems.length / 2);
  });

  it('VB32: each empire has its homeworld and two colonies, owned on the map, with the chosen values', () => {
    for (const e of campaign.empires) {
      const own = v.colonies.filter((c) => c.owner === e.id);
      const [home, ...others] = own;
      expect(home).toMatchObject({ homeworld: true, census: HOMEWORLD.census, productivity: HOMEWORLD.productivity, raw: HOMEWORLD.raw });
      expect(others).toHaveLength(2);
      for (const c of others) expect(c).toMatchObject({ homeworld: false, census: COLONY.census, morale: COLONY.census });
      for (const c of own) expect(campaign.systems.find((s) => s.id === c.sector)?.owner).toBe(e.id);
    }
  });

  it("VB33, VB34: every ship is a class of its empire's unit list, with a BPV in Classes for its race", () => {
    const race = new Map(campaign.empires.map((e) => [e.id, e.race]));
    for (const s of campaign.ships) {
      const unit = v.units.find((u) => u.empire === race.get(s.empire) && u.name === s.shipClass);
      expect(unit?.inService).toBeLessThanOrEqual(VBAM_SAMPLE.startYear);
      const cls = campaign.classes.find((c) => c.race === race.get(s.empire) && c.name === s.shipClass);
      expect(cls?.cbpv).toBeGreaterThan(0);
    }
    // The EaW sample's BPV where it has the class; the Kzinti CA is not the Federation's (VB36).
    expect(campaign.classes.find((c) => c.race === 'Klingon' && c.name === 'D7')?.ebpv).toBe(121);
    expect(campaign.classes.filter((c) => c.name === 'CA').map((c) => c.race)).toEqual(['Federation', 'Kzinti']);
  });

  it('VB35: each empire opens with its Point Pool and a first turn of orders', () => {
    for (const e of campaign.empires) {
      expect(balance(e.id, campaign.ledger)).toBe(OPENING_POOL);
      expect(campaign.orders[e.id].length).toBeGreaterThan(0);
    }
  });

  it('is the same campaign from the same seed, and another map from another', () => {
    expect(vbamCampaign(VBAM_SAMPLE)).toEqual(vbamCampaign(VBAM_SAMPLE));
    expect(vbamCampaign({ ...VBAM_SAMPLE, seed: 'other' }).Systems).not.toEqual(vbamCampaign(VBAM_SAMPLE).Systems);
  });
  it('VBAM Map: the map draws every sector with its name, the sample and the 1,040 sectors of the benchmark, each admiral seeing its own colonies only', () => {
    const sample = renderMap(gmView(VBAM_VIEW, campaign));
    expect(sample.svg.match(/class="planet"/g)).toHaveLength(campaign.systems.length);
    expect(sample.namesDropped).toBe(0);
    const fed = viewFor(VBAM_VIEW, campaign, 'FED');
    expect(fed.systems.filter((s) => s.owner).map((s) => s.owner)).toEqual(['FED', 'FED', 'FED']);
    const bench = parseCampaign(csvSources(vbamBenchTexts(1))).campaign;
    expect(bench.systems.length).toBeGreaterThanOrEqual(1000);
    const big = renderMap(gmView(VBAM_VIEW, bench));
    expect(big.svg.match(/class="planet"/g)).toHaveLength(bench.systems.length);
    expect(big.namesDropped).toBe(0);
  });
});

describe("VBAM-SFB: an admiral's private workbook (issue 33 item 10)", () => {
  it('holds its own standing orders, civilian fleets and cargo, no one else’s, and "No contact" where no Treaties row says', () => {
    const c = structuredClone(campaign);
    c.tables = {
      ...c.tables,
      'Standing orders': [
        { Fleet: 'FED-1', Encounter: 'Demand', Pursue: true, 'After battle': '' },
        { Fleet: 'KLI-1', Encounter: 'Refuse', Pursue: false, 'After battle': '' },
      ],
      'Civilian fleets': [
        { Ship: 'FED-09', Route: ['S0102', 'S0103'], Visited: false, Crippled: '', Destroyed: '' },
        { Ship: 'KLI-09', Route: ['S0700'], Visited: false, Crippled: '', Destroyed: '' },
      ],
      Cargo: [
        { Item: 'Census', Kind: 'Census', Empire: 'FED', Carriers: ['FED-10'], Loaded: 'Y168 Setup' },
        { Item: 'Census', Kind: 'Census', Empire: 'KLI', Carriers: ['KLI-10'], Loaded: 'Y168 Setup' },
      ],
    };
    c.treaties = c.treaties.filter((r) => !(r.a === 'FED' && r.b === 'ROM'));
    const tabs = admiralTabs(viewFor(VBAM_VIEW, c, 'FED'), { orders: [], report: [], history: [] }, VBAM_SFB);
    const first = (tab: string) =>
      tabs
        .get(tab)!
        .slice(1)
        .map((r) => r[0]);
    expect(first('Standing orders')).toEqual(['FED-1']);
    expect(first('Civilian fleets')).toEqual(['FED-09']);
    expect(
      tabs
        .get('Cargo')!
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(['FED']);
    const relations = tabs.get('Relations')!;
    expect(relations.find((r) => r[0] === 'ROM')![relations[0].indexOf('Relation')]).toBe('No contact');
    expect(relations.find((r) => r[0] === 'KLI')![relations[0].indexOf('Relation')]).toBe('Normal');
  });
});

describe('VBAM-SFB speaks VBAM (issue 33 item 10): no movement points, civilian fleets shown by what they are', () => {
  it('the Empires tab has no Move points column (VBAM Movement: each fleet its own allowance), where Empires at War keeps it', () => {
    const headers = (game: Game) =>
      tabsOf(game)
        .find((t) => t.name === 'Empires')!
        .columns.map((c) => c.header);
    expect(headers(VBAM_SFB)).not.toContain('Move points');
    expect(headers(EMPIRES_AT_WAR)).toContain('Move points');
  });

  it('VB112, VB121: a fleet of civilian units shows its kind, not a BPV, on the map (met or sighted), in the mail, in its own Fleets tab and in the Check column', () => {
    const fed = viewFor(VBAM_VIEW, campaign, 'FED');
    const merchant = fed.fleets.find((f) => f.id === 'FED-4')!;
    expect(merchant.kind).toBe('Trade Fleet, Transport Fleet and 1 Sentry');
    expect(fed.fleets.find((f) => f.id === 'FED-1')!.kind).toBeUndefined();
    expect(fleetStrength(merchant)).not.toMatch(/BPV/);
    const svg = renderMap(fed).svg;
    expect(svg).toContain('FED-4 Trade Fleet, Transport Fleet and 1 Sentry');
    expect(svg).not.toContain(`FED-4 ${merchant.cbpv}`);
    const tabs = admiralTabs(fed, { orders: [], report: [], history: [] }, VBAM_SFB);
    const fleets = tabs.get('Fleets')!;
    expect(fleets.find((r) => r[0] === 'FED-4')![fleets[0].indexOf('CBPV')]).toBe(merchant.kind);
    // Another power's fleet standing in the same sector sees what the civilian fleet is, not a BPV.
    const met = structuredClone(campaign);
    met.fleets.find((f) => f.id === 'KLI-1')!.location = merchant.location;
    const seen = viewFor(VBAM_VIEW, met, 'KLI').fleets.filter((f) => !f.mine && f.location === merchant.location);
    expect(seen.map((f) => f.kind ?? f.cbpv)).toContain('Trade Fleet, Transport Fleet and 1 Sentry');
    expect(renderMap(viewFor(VBAM_VIEW, met, 'KLI')).svg).toContain('>Trade Fleet, Transport Fleet and 1 Sentry<');
    // VB121: one sighted from the next sector (VB59) shows what it is too, with no id, and no BPV.
    const [col, row] = [merchant.location.slice(1, 3), Number(merchant.location.slice(3))];
    const next = structuredClone(campaign);
    next.fleets.find((f) => f.id === 'KLI-1')!.location = `S${col}${String(row + 1).padStart(2, '0')}`;
    const sighted = viewFor(VBAM_VIEW, next, 'KLI').fleets.filter((f) => !f.mine && f.location === merchant.location);
    expect(sighted.map((f) => [f.id, f.kind ?? f.cbpv])).toContainEqual(['', 'Trade Fleet, Transport Fleet and 1 Sentry']);
    const warships = sighted.filter((f) => f.kind === undefined);
    expect(warships.length).toBeGreaterThan(0);
    expect(warships.every((f) => typeof f.cbpv === 'number')).toBe(true);
    expect(renderMap(viewFor(VBAM_VIEW, next, 'KLI')).svg).toContain('>Trade Fleet, Transport Fleet and 1 Sentry<');
    const colonyFleet = [{ ...campaign.ships[0], shipClass: 'Colony Fleet' }];
    expect(VBAM_SFB.formulas.fleetJudge(new Catalog(campaign.classes), 168, 168, 'Turn 1')(colonyFleet)).toBe(
      'OK: civilian (Colony Fleet): its CBPV is no combat strength (VB112)',
    );
  });
});
