import { str } from '../rest.router';

const COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
const CSS_COLORS: Readonly<Record<string, string>> = {
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  yellow: '#FFFF00',
  orange: '#FFA500',
  purple: '#800080',
  black: '#000000',
  white: '#FFFFFF',
  gray: '#808080',
  grey: '#808080',
};

/** "#RGB", "#RRGGBB" or a CSS colour name, as GitLab stores it; undefined when invalid. */
export function labelColor(value: unknown): string | undefined {
  const s = (str(value) ?? '').trim();
  if (COLOR.test(s)) return s.toUpperCase();
  return CSS_COLORS[s.toLowerCase()];
}

/** GitLab's label title rule: not blank, no comma. */
export function validLabelName(name: string): boolean {
  return name.trim() !== '' && !name.includes(',');
}
