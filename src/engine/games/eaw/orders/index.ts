// Orders as admirals write them (command.ts), read from their rows (parse.ts); each fleet order kind's own module is listed in rules.ts.
export * from './command';
export * from './parse';
