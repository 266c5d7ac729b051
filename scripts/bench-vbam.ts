// The VBAM-SFB benchmark (issue 22), run by npm run bench after the Empires at War one: 12 empires on a
// generated map of 1,040 sectors (scripts/vbam-campaign.ts). The four unit lists of the sample serve
// under twelve empire ids (FED, KLI, ROM, KZI, FED2, … KZI3): three empires build from each list.
// It prints the engine's time (parseCampaign + the game's processTurn), New campaign's and Process
// Turn's Sheets calls with Process Turn's against its floor, the reads made after the first write, and
// the engine's growth at 4x and 16x the sectors.
import { formatCsv } from '../src/sheets/tabs/csv';
import { VBAM_SFB } from '../src/engine/games/vbam';
import { engineMs, growthLine, ms, processCalls, say, timed } from './bench-sheets';
import { VbamEmpire, VbamSpec, vbamCampaign } from './vbam-campaign';

const ENGINE_AIM_MS = 1000;
const RACES = [
  ['FED', 'Federation'],
  ['KLI', 'Klingon'],
  ['ROM', 'Romulan'],
  ['KZI', 'Kzinti'],
] as const;

/** The 1x campaign: 12 empires, 40 × 26 = 1,040 sectors. */
export const VBAM_BENCH = { empires: 12, cols: 40, rows: 26 } as const;

/**
 * The benchmark's campaign at `scale` times the sectors (never below 16 × 10, room for every empire's colonies),
 * with `count` empires (the growth test scales them too).
 */
export function vbamBenchSpec(scale: number, count: number = VBAM_BENCH.empires): VbamSpec {
  const side = Math.sqrt(scale);
  const empires: VbamEmpire[] = Array.from({ length: count }, (_, i) => {
    const [id, race] = RACES[i % RACES.length];
    const n = Math.floor(i / RACES.length) + 1;
    return { id: n === 1 ? id : `${id}${n}`, race, admiral: `Admiral ${i + 1}`, home: `${race} Prime ${n}` };
  });
  // Pairs of neighbours at Normal relations, each signing Non-Aggression with the other (VBAM Intel).
  const partner = (i: number) => empires[i ^ 1].id;
  return {
    name: 'VBAM-SFB benchmark',
    seed: 'vbam-bench-1',
    cols: Math.max(16, Math.round(VBAM_BENCH.cols * side)),
    rows: Math.max(10, Math.round(VBAM_BENCH.rows * side)),
    startYear: 168,
    empires,
    treaties: empires.flatMap((e, i) => (i % 2 ? [] : [[e.id, partner(i), 'Normal', '']])),
    orders: Object.fromEntries(empires.map((e, i) => [e.id, [['', 'Sign', partner(i), '', '', 'Non-Aggression', '']]])),
  };
}

export function vbamBenchTexts(scale: number, spec = vbamBenchSpec(scale)): Record<string, string> {
  return Object.fromEntries(Object.entries(vbamCampaign(spec)).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

/** A fleet's live-check order: Move to the sector it is in (Fleets tab: Fleet, Empire, Name, Location …). */
export const VBAM_HOLD = (fleet: unknown[]) => [fleet[0], 'Move', fleet[3]];

/** The VBAM-SFB section of npm run bench; answers whether it met its aims. */
export function vbamBench(scale: number): boolean {
  const spec = vbamBenchSpec(scale);
  const gen = timed(() => vbamBenchTexts(scale));
  const texts = gen.value;
  say();
  say(
    `VBAM-SFB campaign${scale === 1 ? '' : ` at scale ${scale}`}: ${spec.empires.length} empires (the four unit lists, three empires each), ` +
      `${spec.cols * spec.rows} sectors (${spec.cols} × ${spec.rows}), ${texts.Lanes.split('\n').length - 2} lanes, ` +
      `${texts.Ships.split('\n').length - 2} units; generated in ${ms(gen.ms)}`,
  );
  engineMs(texts, VBAM_SFB, 1); // warms the JIT up
  const engine = engineMs(texts, VBAM_SFB);
  say(
    `  engine (parseCampaign + processTurn, best of 3): ${ms(engine.ms)}${engine.problems ? `, ${engine.problems} problems reading it` : ''}`,
  );
  const grown = scale < 1 ? [] : [4, 16].map((k) => growthLine(k, engineMs(vbamBenchTexts(scale * k), VBAM_SFB).ms, engine.ms));
  for (const g of grown) say(`  ${g.text}`);

  const { atFloor, readCount, readFloor, writeCount, writeFloor, lateCreating, lateProcessing } = processCalls(
    texts,
    spec.empires.map((e) => e.id),
    VBAM_SFB.tabs.map((t) => t.name),
    'Process Turn',
  );

  const late = lateCreating + lateProcessing;
  const linear = grown.every((g) => g.ok);
  say(
    `VBAM-SFB verdict: engine ${ms(engine.ms)} ${scale === 1 ? `${engine.ms < ENGINE_AIM_MS ? 'within' : 'OVER'} the 1 s aim` : "(the aim is the 1x campaign's)"}; ` +
      `Sheets calls ${atFloor ? 'at the floor' : 'NOT at the floor'} (reads ${readCount}/${readFloor}, writes ${writeCount}/${writeFloor}); ` +
      `${late} reads after the first write (New campaign ${lateCreating}, Process Turn ${lateProcessing}); ` +
      (grown.length ? `engine time ${linear ? 'linear' : 'NOT linear'} at 4x and 16x.` : 'growth measured at scale 1 and above.'),
  );
  return atFloor && late === 0 && linear && (scale !== 1 || engine.ms < ENGINE_AIM_MS);
}
