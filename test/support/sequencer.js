// Jest test order: jest runs the suites that took longest last time first, from its cache; a fresh clone
// (CI) has no such cache, and jest then goes by file size, which would leave the slowest suites (small
// files that sweep every write point) to the end, one worker busy while the others wait. So without
// timings, the suites known to be slow go first, slowest first; the rest follow in jest's order.
const { relative, sep } = require('path');
const Sequencer = require('@jest/test-sequencer').default;

const SLOW = [
  'test/journalPrivateSetup.test.ts',
  'test/benchReport.test.ts',
  'test/journalRecoverOrders.test.ts',
  'test/tabDeleted.test.ts',
  'test/journalPrivate.test.ts',
  'test/cases.test.ts',
  'test/journalPrivateBattles.test.ts',
  'test/journal.test.ts',
  'test/local.test.ts',
  'test/badInput.test.ts',
  'test/staleyYears.test.ts',
  'test/continuation.test.ts',
  'test/mapPage.test.ts',
  'test/independentTimeChecks.test.ts',
  'test/journalRecoverTyping.test.ts',
  'test/admirals.test.ts',
];

class SlowFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((t) => t.duration != null)) return sorted;
    const rank = (t) => {
      const i = SLOW.indexOf(relative(t.context.config.rootDir, t.path).split(sep).join('/'));
      return i < 0 ? SLOW.length : i;
    };
    return sorted
      .map((t, i) => [t, i])
      .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
      .map(([t]) => t);
  }
}

module.exports = SlowFirst;
