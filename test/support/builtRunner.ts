// The local runner as npm start builds it (build/local.cjs), and Node's flags for the tests that start it.
import { join } from 'path';

export const RUNNER = join(__dirname, '../../build/local.cjs');
/**
 * No optimising compiler: its work costs a run of a command or two more than it saves (the same run for
 * about a quarter less CPU; issue 29, item 7).
 */
export const NODE_FLAGS = ['--no-opt'];
