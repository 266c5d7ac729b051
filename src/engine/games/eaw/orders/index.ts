// Orders as admirals write them (command.ts); each fleet order kind's own module is listed in rules.ts.
export * from './command';
