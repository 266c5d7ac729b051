// The tick stepper (issue 21, core/game.ts runTicks): a turn's steps once per tick, a pause kept as the
// tick and the step, and the resume going on from the step after it (Staley DD1.3: 8 phases a turn).
import { runTicks, TurnRefused, TurnStep } from '../../src/engine/core/game';
import { numberedTurns } from '../../src/engine/core/calendar';
import { World } from '../../src/engine/core/world';
import { seededDice } from '../../src/engine/core/dice';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { sampleTexts } from '../support/sample';

const STALEY = { turns: numberedTurns(6), ticks: { name: 'Phase', count: 8 }, turnWord: 'turn' };

describe('runTicks', () => {
  const world = () => new World(parseCampaign(csvSources(sampleTexts())).campaign, seededDice('ticks'));
  /** Steps that record what ran, the Battles step pausing in the phases listed. */
  const steps = (ran: string[], pauseIn: number[]): TurnStep<{ tick: number }>[] => [
    { name: 'Move', run: (_w, t) => void ran.push(`${t.tick} Move`) },
    { name: 'Battles', run: (_w, t) => (ran.push(`${t.tick} Battles`), pauseIn.includes(t.tick) ? 'pause' : undefined) },
    { name: 'Log', run: (_w, t) => void ran.push(`${t.tick} Log`) },
  ];

  it('pauses in phase 3 after its Battles step, keeping where; the resume goes on with phase 3 Log through phase 8', () => {
    const w = world();
    const ran: string[] = [];
    expect(runTicks(STALEY, steps(ran, [3]), w, { tick: 0 })).toBe(false);
    expect(w.c.settings.pausedAt).toEqual({ tick: 3, step: 'Battles' });
    expect(ran).toEqual(['1 Move', '1 Battles', '1 Log', '2 Move', '2 Battles', '2 Log', '3 Move', '3 Battles']);
    ran.length = 0;
    expect(runTicks(STALEY, steps(ran, [3]), w, { tick: 0 }, w.c.settings.pausedAt)).toBe(true);
    expect(ran.slice(0, 4)).toEqual(['3 Log', '4 Move', '4 Battles', '4 Log']);
    expect(ran[ran.length - 1]).toBe('8 Log');
    expect(w.c.settings.pausedAt).toBeUndefined();
  });

  it('pauses twice in one turn, each time from where it stopped', () => {
    const w = world();
    const ran: string[] = [];
    runTicks(STALEY, steps(ran, [2, 7]), w, { tick: 0 });
    expect(w.c.settings.pausedAt).toEqual({ tick: 2, step: 'Battles' });
    runTicks(STALEY, steps(ran, [2, 7]), w, { tick: 0 }, w.c.settings.pausedAt);
    expect(w.c.settings.pausedAt).toEqual({ tick: 7, step: 'Battles' });
    expect(ran.filter((r) => r.endsWith('Log'))).toEqual(['1 Log', '2 Log', '3 Log', '4 Log', '5 Log', '6 Log']);
  });

  it('refuses in words a pause at a step or tick the game has not', () => {
    const w = world();
    expect(() => runTicks(STALEY, steps([], []), w, { tick: 0 }, { tick: 3, step: 'Combat' })).toThrow(TurnRefused);
    expect(() => runTicks(STALEY, steps([], []), w, { tick: 0 }, { tick: 9, step: 'Battles' })).toThrow(
      'The turn paused at Phase 9, step "Battles": this game has no such step or tick.',
    );
  });
});
