// Victory: the document's introduction speaks of each player's goals (war, economy, diplomacy,
// technology) but lists none it scores, so the GM sets them as Campaign settings (VB31), checked at
// the end of every turn.

/** The GM's goals; an unset goal is not played for. */
export interface VictoryGoals {
  /** Systems an empire must hold to win. */
  systems?: number;
  /** Victory points an empire must reach (the GM awards them). */
  points?: number;
  /** The last empire left wins. */
  lastStanding?: boolean;
  /** The campaign ends after this turn (counted from 1): the leader wins. */
  endTurn?: number;
}

export interface EmpireScore {
  empire: string;
  systems: number;
  points: number;
}

export interface Outcome {
  /** `VBAM Invasion`: an empire whose systems are all conquered is out. */
  eliminated: string[];
  /** Empty while the campaign goes on. */
  winners: string[];
  reason?: string;
}

/** The empires with the highest `score`. */
function leaders(standings: EmpireScore[], score: (s: EmpireScore) => number): string[] {
  const best = Math.max(...standings.map(score));
  return standings.filter((s) => score(s) === best).map((s) => s.empire);
}

/**
 * The outcome after `turn` (VB31), goals in this order: the systems goal, the points goal, last
 * standing, the end turn. Several empires reaching a goal together: the one furthest past it wins;
 * a tie is shared. At the end turn the leader in points wins when points are a goal, else in systems.
 */
export function victoryCheck(goals: VictoryGoals, standings: EmpireScore[], turn: number): Outcome {
  const eliminated = standings.filter((s) => s.systems === 0).map((s) => s.empire);
  const alive = standings.filter((s) => s.systems > 0);
  const over = (winners: string[], reason: string): Outcome => ({ eliminated, winners, reason });
  const { systems, points } = goals;
  if (systems !== undefined && alive.some((s) => s.systems >= systems))
    return over(
      leaders(alive, (s) => s.systems),
      `holds ${systems} or more systems`,
    );
  if (points !== undefined && alive.some((s) => s.points >= points))
    return over(
      leaders(alive, (s) => s.points),
      `reached ${points} victory points`,
    );
  if (goals.lastStanding && alive.length === 1) return over([alive[0].empire], 'the last empire standing');
  if (goals.endTurn !== undefined && turn >= goals.endTurn && alive.length)
    return points !== undefined
      ? over(
          leaders(alive, (s) => s.points),
          `the most victory points at the end of turn ${goals.endTurn}`,
        )
      : over(
          leaders(alive, (s) => s.systems),
          `the most systems at the end of turn ${goals.endTurn}`,
        );
  return { eliminated, winners: [] };
}
