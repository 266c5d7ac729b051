// Text put into HTML or SVG markup (battle cards, the map): every character that could open a tag,
// an entity or end an attribute becomes a numeric character reference.

export const esc = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
