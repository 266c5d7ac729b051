// The standard built-ins the add-on's bundle names, bound once inside it (scripts/build.mjs, esbuild's inject):
// in a Node vm context (the tests' fake Apps Script) each use of a global name is a slow look-up. Date is left
// global (the tests set the script's clock on it).
const g = globalThis;
export const Object = g.Object;
export const Array = g.Array;
export const String = g.String;
export const Number = g.Number;
export const Boolean = g.Boolean;
export const Math = g.Math;
export const JSON = g.JSON;
export const Map = g.Map;
export const Set = g.Set;
export const WeakMap = g.WeakMap;
export const WeakSet = g.WeakSet;
export const RegExp = g.RegExp;
export const Error = g.Error;
export const TypeError = g.TypeError;
export const RangeError = g.RangeError;
export const Symbol = g.Symbol;
export const parseInt = g.parseInt;
export const parseFloat = g.parseFloat;
export const isNaN = g.isNaN;
export const isFinite = g.isFinite;
export const Intl = g.Intl;
export const Uint8Array = g.Uint8Array;
